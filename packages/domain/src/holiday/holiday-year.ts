import type { IsoDate } from '../dates/calendar';

/**
 * Ferieloven from 1 September 2020 (decision 026). A ferieår (holiday year) is named by the year it starts in:
 * ferieår 2025 runs 1 September 2025 – 31 August 2026 (the months the days are earned in), and its
 * ferieafholdelsesperiode (when they may be taken) runs 1 September 2025 – 31 December 2026: 16 months, so from
 * September to December two ferieår are open at once.
 */
export const DAYS_PER_YEAR = 25;
/** 2,08 days a month, exactly 25/12 so that twelve full months give 25 days (ferieloven § 5). */
export const DAYS_PER_MONTH = DAYS_PER_YEAR / 12;
/** The first four weeks; days beyond them are the 5th week, which may be transferred by written agreement. */
export const MAIN_WEEKS_DAYS = 20;
/** Feriefridage: a company setting of 0–5 days (not law). */
export const EXTRA_DAYS_MAX = 5;

/** Two decimals, as the balances are shown. */
export function roundDays(days: number): number {
  return Math.round(days * 100) / 100 + 0;
}

/** The ferieår a date is earned in: 2025-09-01 … 2026-08-31 → 2025. */
export function holidayYearOf(date: IsoDate): number {
  const year = Number(date.slice(0, 4));
  return Number(date.slice(5, 7)) >= 9 ? year : year - 1;
}

/** 'Ferieår 2025/26'. */
export function holidayYearLabel(year: number): string {
  return `${year}/${String((year + 1) % 100).padStart(2, '0')}`;
}

export interface HolidayYearPeriod {
  year: number;
  /** First day of earning and of taking. */
  start: IsoDate;
  /** Last day of earning (31 August). */
  earnEnd: IsoDate;
  /** Last day of the ferieafholdelsesperiode (31 December of the following year). */
  takeEnd: IsoDate;
}

export function holidayYearPeriod(year: number): HolidayYearPeriod {
  return { year, start: `${year}-09-01`, earnEnd: `${year + 1}-08-31`, takeEnd: `${year + 1}-12-31` };
}

/** The ferieår whose ferieafholdelsesperiode holds `date`, oldest first: one, or two from September to December. */
export function openHolidayYears(date: IsoDate): number[] {
  const current = holidayYearOf(date);
  return Number(date.slice(5, 7)) >= 9 ? [current - 1, current] : [current];
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function monthKey(year: number, month: number): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

export interface MonthAccrual {
  /** 'YYYY-MM' of the month earned in. */
  month: string;
  /** The days earned in it (pro rata by calendar day for a part month), unrounded. */
  days: number;
  /** The first day they may be taken: the 1st of the following month (samtidighedsferie). */
  usableFrom: IsoDate;
}

export interface Employment {
  /** First day of employment; null when unknown (counted as employed all along). */
  startDate: IsoDate | null;
  /** Last day of employment, or null. */
  endDate: IsoDate | null;
}

/**
 * The twelve months of ferieår `year` with what each earns: 25/12 days for a month of employment, part months
 * pro rata by calendar days (a start on 16 September earns 15/30 of a month; 29 February counts as 1/29 of
 * February in a leap year). Months without employment earn nothing and are left out.
 */
export function monthlyAccruals(year: number, employment: Employment): MonthAccrual[] {
  const result: MonthAccrual[] = [];
  for (let index = 0; index < 12; index += 1) {
    const calendarYear = index < 4 ? year : year + 1;
    const month = ((8 + index) % 12) + 1;
    const length = daysInMonth(calendarYear, month);
    const first = `${monthKey(calendarYear, month)}-01`;
    const last = `${monthKey(calendarYear, month)}-${String(length).padStart(2, '0')}`;
    const from = employment.startDate && employment.startDate > first ? employment.startDate : first;
    const to = employment.endDate && employment.endDate < last ? employment.endDate : last;
    if (from > to) continue;
    const employedDays = Number(to.slice(8, 10)) - Number(from.slice(8, 10)) + 1;
    result.push({
      month: monthKey(calendarYear, month),
      days: (DAYS_PER_MONTH * employedDays) / length,
      // The 1st of the following month, written out: this runs for every month of every employee on the dashboard.
      usableFrom: month === 12 ? `${calendarYear + 1}-01-01` : `${monthKey(calendarYear, month + 1)}-01`,
    });
  }
  return result;
}

/** The days of ferieår `year` that may be taken on `date` (earned in months that have ended before it). */
export function earnedBy(year: number, employment: Employment, date: IsoDate): number {
  return roundDays(
    monthlyAccruals(year, employment)
      .filter((month) => month.usableFrom <= date)
      .reduce((sum, month) => sum + month.days, 0),
  );
}

/** Everything ferieår `year` earns when all its months have passed. */
export function earnedInYear(year: number, employment: Employment): number {
  return roundDays(monthlyAccruals(year, employment).reduce((sum, month) => sum + month.days, 0));
}
