import { addDays, type IsoDate, isoWeekday, mondayOf } from './calendar';

export interface IsoWeek {
  year: number;
  week: number;
}

/**
 * time-registration §4: weeks are numbered Monday-based, week 1 being the week that contains 4 January
 * (ISO 8601). The year is the week's own: 2024-12-30 is week 1 of 2025, 2026-12-31 week 53 of 2026.
 */
export function isoWeek(date: IsoDate): IsoWeek {
  // The week's Thursday decides its year (it is in the same year as 4 January of week 1).
  const thursday = addDays(date, 4 - isoWeekday(date));
  const year = Number(thursday.slice(0, 4));
  const firstThursday = addDays(`${year}-01-04`, 4 - isoWeekday(`${year}-01-04`));
  const week = 1 + Math.round((Date.parse(thursday) - Date.parse(firstThursday)) / (7 * 86_400_000));
  return { year, week };
}

/** The key the spec stores for a week (hr-core §3 timeLogApprovedWeeks: 'week-year', e.g. '1-2025'). */
export function weekKey(week: IsoWeek): string {
  return `${week.week}-${week.year}`;
}

/** The week key of the week holding `date`. */
export function weekKeyOf(date: IsoDate): string {
  return weekKey(isoWeek(date));
}

/** Parses a 'week-year' key; null for anything else. */
export function parseWeekKey(key: string): IsoWeek | null {
  const match = /^(\d{1,2})-(\d{4})$/.exec(key);
  if (!match) return null;
  const week = Number(match[1]);
  const year = Number(match[2]);
  if (week < 1 || week > weeksInYear(year)) return null;
  return { year, week };
}

/** 52 or 53: the ISO week of 28 December is always the year's last. */
export function weeksInYear(year: number): number {
  return isoWeek(`${year}-12-28`).week;
}

/** The Monday of an ISO week. */
export function mondayOfWeek(week: IsoWeek): IsoDate {
  return addDays(mondayOf(`${week.year}-01-04`), (week.week - 1) * 7);
}
