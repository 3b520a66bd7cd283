import { addDays, danishToday, type IsoDate, isoWeek, isoWeekday, mondayOf } from '@kollega/domain';

const WEEKDAYS = ['Mandag', 'Tirsdag', 'Onsdag', 'Torsdag', 'Fredag', 'Lørdag', 'Søndag'] as const;

/** 'Mandag' … 'Søndag'. Written out rather than from dayjs, whose names are lower case and locale-dependent. */
export function weekdayName(date: IsoDate): string {
  return WEEKDAYS[isoWeekday(date) - 1] ?? '';
}

/** '2025-03-05' → '05.03'. */
export function dayMonth(date: IsoDate): string {
  return `${date.slice(8, 10)}.${date.slice(5, 7)}`;
}

/** The days of the week that starts on `monday`, Monday to Sunday. */
export function weekDates(monday: IsoDate): IsoDate[] {
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/** 'Uge 10' and '03.03–09.03' for the week that starts on `monday`. */
export function weekTitle(monday: IsoDate): { title: string; range: string } {
  return {
    title: `Uge ${isoWeek(monday).week}`,
    range: `${dayMonth(monday)}–${dayMonth(addDays(monday, 6))}`,
  };
}

/**
 * This week as a range. Warnings come with every range, so the warnings screen and the tab bar ask for this one:
 * the same request as the week screen's first view, answered once from the cache.
 */
export function thisWeekRange(): { from: IsoDate; to: IsoDate } {
  const monday = mondayOf(danishToday());
  return { from: monday, to: addDays(monday, 6) };
}
