import { addDays, formatDate, type IsoDate, isoWeek } from '@kollega/domain';

/** 'Uge 23' (ISO week, time-registration §4). */
export function weekTitle(date: IsoDate): string {
  return `Uge ${isoWeek(date).week}`;
}

/** The days of the week holding `monday`, as '02.06.2025–08.06.2025'. */
export function weekDates(monday: IsoDate): string {
  return `${formatDate(monday)}–${formatDate(addDays(monday, 6))}`;
}
