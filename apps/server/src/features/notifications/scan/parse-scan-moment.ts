import { copenhagenMoment } from '@kollega/domain';

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/;

/**
 * The CLI's `--at`: '2026-12-01T09:00' (or a date alone, 00:00) is Copenhagen wall-clock time, as a reviewer
 * means it; a moment with 'Z' or an offset is taken as it is. Null when it is neither.
 */
export function parseScanMoment(value: string): Date | null {
  const local = LOCAL.exec(value);
  if (local) {
    const [, year, month, day, hour = '00', minute = '00'] = local;
    const moment = copenhagenMoment(Number(year), Number(month), Number(day), Number(hour));
    const at = new Date(moment.getTime() + Number(minute) * 60_000);
    return Number.isNaN(at.getTime()) ? null : at;
  }
  if (!/(Z|[+-]\d{2}:\d{2})$/.test(value)) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}
