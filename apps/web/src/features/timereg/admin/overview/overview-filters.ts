import {
  addDays,
  currentMonth,
  dateRangeQuerySchema,
  type IsoDate,
  isIsoDate,
  mondayOf,
  OVERVIEW_PERIOD_TYPES,
  type OverviewPeriodType,
  TIMEREG_FIRST_DATE,
} from '@kollega/domain';

/**
 * Overblik's filters (time-registration §2): the employees picked (none = all), the period type and the range.
 * For Uge, Måned and År the range is always the whole week, month or year; for Interval it is what was typed,
 * either end possibly empty while typing.
 */
export type OverviewFilters = {
  employeeIds: string[];
  periodType: OverviewPeriodType;
  from: IsoDate | null;
  to: IsoDate | null;
};

export type DateRange = { from: IsoDate; to: IsoDate };

export const PERIOD_TYPE_LABELS: Readonly<Record<OverviewPeriodType, string>> = {
  week: 'Uge',
  month: 'Måned',
  year: 'År',
  interval: 'Interval',
};

/** time-registration §9: the year filter starts from 2024 (time registration began on 2024-08-05). */
export const FIRST_YEAR = 2024;

/** time-registration §9: the filters are remembered for 24 hours. */
export const FILTERS_MAX_AGE_MS = 24 * 60 * 60 * 1000;
export const OVERVIEW_FILTERS_KEY = 'kollega.timereg.overview-filters';

/** time-registration §2: Måned, the current month, everyone. */
export function defaultFilters(today: IsoDate): OverviewFilters {
  return { employeeIds: [], periodType: 'month', ...currentMonth(today) };
}

export function weekRange(date: IsoDate): DateRange {
  const monday = mondayOf(date);
  return { from: monday, to: addDays(monday, 6) };
}

export function yearRange(year: number): DateRange {
  return { from: `${year}-01-01`, to: `${year}-12-31` };
}

/** The whole week, month or year that holds `date`; for an interval, that month to start from. */
export function rangeFor(type: OverviewPeriodType, date: IsoDate): DateRange {
  if (type === 'week') return weekRange(date);
  if (type === 'year') return yearRange(Number(date.slice(0, 4)));
  return currentMonth(date);
}

/**
 * The filters after choosing another period type. The new period holds today when the current range does (the
 * usual case: "this month" becomes "this week"), else the current range's start, so a look at last March
 * stays in March. Interval keeps the current range as its starting point.
 */
export function withPeriodType(
  filters: OverviewFilters,
  type: OverviewPeriodType,
  today: IsoDate,
): OverviewFilters {
  if (type === filters.periodType) return filters;
  const { from, to } = filters;
  if (type === 'interval') return { ...filters, periodType: type };
  const holdsToday = from !== null && to !== null && from <= today && today <= to;
  const anchor = holdsToday || from === null ? today : from;
  return { ...filters, periodType: type, ...rangeFor(type, anchor) };
}

/** What is wrong with a range, and at which end it shows. */
export type RangeError = { field: 'from' | 'to'; message: string };

/**
 * Interval: the first rule a whole range breaks, checked with the schema the server checks Overblik with
 * (decision 013), so the page says it rather than getting a 400: 'Slutdatoen kan ikke være før startdatoen',
 * 'Perioden kan tidligst begynde 01.01.2024.' (at Fra), 'Perioden kan højst være 5 år.' (at Til).
 */
export function rangeError(filters: Pick<OverviewFilters, 'from' | 'to'>): RangeError | null {
  if (!filters.from || !filters.to) return null;
  const issue = dateRangeQuerySchema.safeParse({ from: filters.from, to: filters.to }).error?.issues[0];
  if (!issue) return null;
  return { field: issue.path[0] === 'from' ? 'from' : 'to', message: issue.message };
}

/** The range to ask for, or null while it is incomplete or backwards (nothing is fetched then). */
export function completeRange(filters: Pick<OverviewFilters, 'from' | 'to'>): DateRange | null {
  if (!filters.from || !filters.to || rangeError(filters)) return null;
  return { from: filters.from, to: filters.to };
}

function isDateOrNull(value: unknown): value is IsoDate | null {
  return value === null || (typeof value === 'string' && isIsoDate(value));
}

/** Filters read back from storage, or null when they do not have the shape (any more). */
export function parseStoredFilters(value: unknown): OverviewFilters | null {
  if (typeof value !== 'object' || value === null) return null;
  const { employeeIds, periodType, from, to } = value as Record<string, unknown>;
  if (!Array.isArray(employeeIds) || !employeeIds.every((id) => typeof id === 'string')) return null;
  if (!(OVERVIEW_PERIOD_TYPES as readonly unknown[]).includes(periodType)) return null;
  if (!isDateOrNull(from) || !isDateOrNull(to)) return null;
  // Only an interval may be half typed; the other types always cover a whole period, from 2024 on.
  if (periodType !== 'interval' && (from === null || to === null || from < TIMEREG_FIRST_DATE)) return null;
  return { employeeIds, periodType: periodType as OverviewPeriodType, from, to };
}

/** The years of the year select: 2024 to this year, the latest first. */
export function yearOptions(today: IsoDate): number[] {
  const years: number[] = [];
  for (let year = Number(today.slice(0, 4)); year >= FIRST_YEAR; year -= 1) years.push(year);
  return years;
}

const MONTH_NAME = new Intl.DateTimeFormat('da-DK', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The months of the month select, January 2024 to December of this year, the latest first: 'juni 2025'. */
export function monthOptions(today: IsoDate): { value: string; label: string }[] {
  const options: { value: string; label: string }[] = [];
  for (const year of yearOptions(today)) {
    for (let month = 12; month >= 1; month -= 1) {
      const value = `${year}-${String(month).padStart(2, '0')}`;
      options.push({ value, label: MONTH_NAME.format(new Date(`${value}-01T00:00:00Z`)) });
    }
  }
  return options;
}
