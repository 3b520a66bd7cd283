import { danishToday, formatDate } from '@kollega/domain';

/** The Danish date an instant falls on, as the app writes dates ('28.12.2026'). */
export function closureDate(instant: string): string {
  return formatDate(danishToday(new Date(instant)));
}
