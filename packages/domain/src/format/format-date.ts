import { DANISH_TIME_ZONE, dayjs } from './danish-time';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date as the Danish UI shows it: `DD.MM.YYYY`.
 * An ISO date string (`'YYYY-MM-DD'`, a date without time) is shown as it is; an instant (a `Date` or an
 * ISO timestamp) is first placed in Danish time, so 2024-06-30T22:30Z is 01.07.2024.
 */
export function formatDate(value: string | Date): string {
  if (typeof value === 'string') {
    const dateOnly = ISO_DATE.exec(value);
    if (dateOnly) {
      const [, year, month, day] = dateOnly;
      // dayjs rolls 2023-02-29 over to 1 March; a date that does not exist must not be shown as one.
      if (dayjs(value).format('YYYY-MM-DD') !== value) throw new RangeError(`Not a valid date: ${value}`);
      return `${day}.${month}.${year}`;
    }
  }
  const instant = dayjs(value);
  if (!instant.isValid()) throw new RangeError(`Not a valid date or instant: ${String(value)}`);
  return instant.tz(DANISH_TIME_ZONE).format('DD.MM.YYYY');
}

/** A time of day in Danish time as `HH:mm` (24-hour clock). */
export function formatTimeOfDay(value: Date | string): string {
  const instant = dayjs(value);
  if (!instant.isValid()) throw new RangeError(`Not a valid instant: ${String(value)}`);
  return instant.tz(DANISH_TIME_ZONE).format('HH:mm');
}

/** The Danish month names, lower case as Danish writes them. */
export const DANISH_MONTHS = [
  'januar',
  'februar',
  'marts',
  'april',
  'maj',
  'juni',
  'juli',
  'august',
  'september',
  'oktober',
  'november',
  'december',
] as const;

/** A month as Danish text reads it: '2026-10' (or a date in it) → 'oktober 2026'. */
export function formatMonth(value: string): string {
  const match = /^(\d{4})-(\d{2})(?:-\d{2})?$/.exec(value);
  const name = match ? DANISH_MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !name) throw new RangeError(`Not a YYYY-MM month: ${value}`);
  return `${name} ${match[1]}`;
}
