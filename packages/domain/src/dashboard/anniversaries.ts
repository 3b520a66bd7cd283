import { daysBetween, type IsoDate } from '../dates/calendar';
import type { EmploymentStatus } from '../employees/employment';
import { compareDanish } from '../format/compare-danish';

/** hr-core §9: 'Mærkedage' shows those within the next 30 days, topped up to at least 3 with the next ones. */
export const ANNIVERSARY_WINDOW_DAYS = 30;
export const ANNIVERSARY_MINIMUM = 3;
/** A busy month of a large company is cut here; the rest are on the employee list. */
export const ANNIVERSARY_MAXIMUM = 10;

export type AnniversaryKind = 'birthday' | 'work';

export interface AnniversaryPerson {
  id: string;
  name: string;
  employmentStatus: EmploymentStatus | string;
  /** 'YYYY-MM-DD' (the employee's date of birth field, not the encrypted CPR number). */
  dateOfBirth: IsoDate | null;
  startDate: IsoDate | null;
}

export interface Anniversary {
  employeeId: string;
  name: string;
  kind: AnniversaryKind;
  /** The day it is celebrated this time ('YYYY-MM-DD'). */
  date: IsoDate;
  /** The age reached, or the whole years in the company. */
  years: number;
  /** 0 today, 1 tomorrow … */
  daysAway: number;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * The day an anniversary of `origin` falls on in `year`: the same month and day, except that 29 February is
 * celebrated on 28 February in a year without one (it stays in its month; decision 032).
 */
export function anniversaryIn(origin: IsoDate, year: number): IsoDate {
  const monthDay = origin.slice(5);
  const day = monthDay === '02-29' && !isLeapYear(year) ? '02-28' : monthDay;
  return `${String(year).padStart(4, '0')}-${day}`;
}

/** The next anniversary of `origin` on or after `today`, with the years it marks (at least 1), or null. */
export function nextAnniversary(origin: IsoDate, today: IsoDate): { date: IsoDate; years: number } | null {
  const originYear = Number(origin.slice(0, 4));
  let year = Number(today.slice(0, 4));
  let date = anniversaryIn(origin, year);
  if (date < today) {
    year += 1;
    date = anniversaryIn(origin, year);
  }
  const years = year - originYear;
  return years >= 1 ? { date, years } : null;
}

const KIND_ORDER: Record<AnniversaryKind, number> = { work: 0, birthday: 1 };

/**
 * 'Mærkedage' (hr-core §2, §4, §9): birthdays and work anniversaries of everyone but inactive employees, soonest
 * first: all within the next 30 days (today included), topped up to at least 3 with the next ones after that,
 * and at most 10. A work anniversary needs a whole year in the company (a start date in the future has none).
 */
export function upcomingAnniversaries(people: readonly AnniversaryPerson[], today: IsoDate): Anniversary[] {
  const all: Anniversary[] = [];
  for (const person of people) {
    if (person.employmentStatus === 'inactive') continue;
    for (const [kind, origin] of [
      ['birthday', person.dateOfBirth],
      ['work', person.startDate],
    ] as const) {
      if (!origin) continue;
      const next = nextAnniversary(origin, today);
      if (!next) continue;
      all.push({
        employeeId: person.id,
        name: person.name,
        kind,
        date: next.date,
        years: next.years,
        daysAway: daysBetween(today, next.date),
      });
    }
  }
  all.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      compareDanish(a.name, b.name) ||
      a.employeeId.localeCompare(b.employeeId),
  );
  const within = all.filter((item) => item.daysAway <= ANNIVERSARY_WINDOW_DAYS).length;
  return all.slice(0, Math.min(ANNIVERSARY_MAXIMUM, Math.max(within, ANNIVERSARY_MINIMUM)));
}

/** The line under the name: 'Fylder 40 år' or '10 år i virksomheden'. */
export function anniversaryText(anniversary: Pick<Anniversary, 'kind' | 'years'>): string {
  return anniversary.kind === 'birthday'
    ? `Fylder ${anniversary.years} år`
    : `${anniversary.years} år i virksomheden`;
}
