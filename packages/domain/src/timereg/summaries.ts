import { formatHours, formatPercent } from '../format/format-number';
import {
  HOLIDAY_DAY_HOURS,
  OPTIONAL_ABSENCE_TYPES,
  type OptionalAbsenceType,
  TIME_ENTRY_TYPE_LABELS,
  type TimeEntryType,
} from './entry-types';
import { cleanHours, roundTo } from './rounding';
import type { TimeEntry } from './time-log-types';

/** One category of a summary: how many registrations and how many hours (time-registration §3 Day summary). */
export interface CategorySummary {
  count: number;
  hours: number;
}

/**
 * The category keys of a summary, in the order of the week-mode modal (time-registration §2). The spec's Day
 * summary names the holiday category `holidays` (plural) while the entry type is `holiday`.
 */
export const SUMMARY_CATEGORIES = [
  'overtime',
  'timeOff',
  'holidays',
  'sickLeave',
  'work',
  // Issue 34 (decision 044): each optional absence type is a category of its own, keyed by the type.
  ...OPTIONAL_ABSENCE_TYPES,
] as const;
export type SummaryCategory = (typeof SUMMARY_CATEGORIES)[number];

/** The summary category an entry type is counted in. */
export const SUMMARY_CATEGORY_OF: Readonly<Record<TimeEntryType, SummaryCategory>> = {
  overtime: 'overtime',
  timeOff: 'timeOff',
  holiday: 'holidays',
  sickLeave: 'sickLeave',
  work: 'work',
  ...optionalIdentity(),
};

function optionalIdentity(): Record<OptionalAbsenceType, OptionalAbsenceType> {
  return Object.fromEntries(OPTIONAL_ABSENCE_TYPES.map((type) => [type, type])) as Record<
    OptionalAbsenceType,
    OptionalAbsenceType
  >;
}

/**
 * time-registration §3 Day summary: overtime, timeOff, holidays, sickLeave and work, each with count and
 * hours; plus normTime, total and totalWorkTime. A period summary has the same shape (the days summed).
 */
export interface DaySummary extends Record<SummaryCategory, CategorySummary> {
  /** The hours the employee owes (0 for hourly-paid staff, who have no norm). */
  normTime: number;
  /** Every registered hour, absences included (holiday days at 7.5 hours). */
  total: number;
  /** "Heraf arbejdstid": the part of `total` that counts as work time; see {@link daySummary}. */
  totalWorkTime: number;
  /**
   * Issue 34 (decision 044): the hours of optional absences the company says do not stand in for the norm, so
   * plus/minus leaves them out. Absent or 0 when every absence stands in (Ferie, Sygdom and Fri always do).
   */
  uncredited?: number;
}

export interface DaySummaryOptions {
  /**
   * The day's norm hours as time-log-settings computes them (docs/rules/timereg.md#ruling-13; time-registration §4: only past
   * working days that are not public holidays have a norm). Not computed here, so this file stays free of
   * settings and calendars.
   */
  normHours: number;
  isPaidHourly: boolean;
  /** Issue 34: the optional absence types that do not stand in for the norm (the company's choice). */
  uncreditedTypes?: ReadonlySet<string>;
}

function emptyCategories(): Record<SummaryCategory, CategorySummary> {
  return Object.fromEntries(SUMMARY_CATEGORIES.map((key) => [key, { count: 0, hours: 0 }])) as Record<
    SummaryCategory,
    CategorySummary
  >;
}

/** Issue 34's categories, all empty: for a summary written out by hand (fixtures, an empty footer). */
export function noOptionalAbsences(): Record<OptionalAbsenceType, CategorySummary> {
  return Object.fromEntries(OPTIONAL_ABSENCE_TYPES.map((type) => [type, { count: 0, hours: 0 }])) as Record<
    OptionalAbsenceType,
    CategorySummary
  >;
}

/** The hours of a summary's optional absence categories (issue 34), summed. */
export function optionalAbsenceHours(summary: Partial<Record<SummaryCategory, CategorySummary>>): number {
  let hours = 0;
  for (const type of OPTIONAL_ABSENCE_TYPES) hours += summary[type]?.hours ?? 0;
  return hours;
}

/**
 * Summarises one day's entries (time-registration §3 Day summary, rules of §4 "Time rules").
 *
 * - **Holiday** (§4 "A holiday day counts as a standard 7.5 hours"; §9 "standard holiday day 7.5 hours"): the
 *   unit of Danish holiday (ferie) is the day, so a day with holiday registered counts HOLIDAY_DAY_HOURS
 *   whatever hours the entries hold. It is one holiday *day*: two holiday entries on the same date still make
 *   7.5 hours (the count says 2), so a duplicated registration cannot double the holiday.
 * - **total**: every hour registered, with holiday at 7.5 as above.
 * - **totalWorkTime** (§4 "Time-off hours, holiday and sick leave are subtracted from the work total unless the
 *   person is paid hourly"). Read literally, the "work total" is the day's total and the absences are
 *   subtracted from it: salaried staff get `total − timeOff − holidays − sickLeave` (= work + overtime), the
 *   footer's "Heraf arbejdstid" ("of which work time") being part of "Total". Hourly-paid staff keep
 *   the absences: `totalWorkTime = total`, since the absences they register are hours of their pay
 *   basis and they have no norm the absence could reduce. The other reading, `work + overtime − absences`,
 *   was rejected because it makes a salaried person's work time negative on a holiday day (0 − 7.5).
 * - **normTime**: `normHours` for salaried staff; 0 for hourly-paid staff, who have no norm (§2 hides Normtid
 *   and 'Normtid for perioden' for them), so no percent of norm is shown for them either.
 *
 * Throws a RangeError when the entries lie on different dates (holiday days are counted per day) or when
 * `normHours` is negative or not a number.
 */
export function daySummary(entries: readonly TimeEntry[], options: DaySummaryOptions): DaySummary {
  const { normHours, isPaidHourly } = options;
  if (!Number.isFinite(normHours) || normHours < 0) {
    throw new RangeError(`normHours must be a number of hours ≥ 0, got ${normHours}`);
  }
  const dates = new Set(entries.map((entry) => entry.date));
  if (dates.size > 1) {
    throw new RangeError(`a day summary takes one day's entries, got ${[...dates].sort().join(', ')}`);
  }

  const categories = emptyCategories();
  let uncredited = 0;
  for (const entry of entries) {
    const category = categories[SUMMARY_CATEGORY_OF[entry.type]];
    category.count += 1;
    if (entry.type !== 'holiday') category.hours += entry.hours;
    if (options.uncreditedTypes?.has(entry.type)) uncredited += entry.hours;
  }
  categories.holidays.hours = categories.holidays.count > 0 ? HOLIDAY_DAY_HOURS : 0;
  for (const key of SUMMARY_CATEGORIES) categories[key].hours = cleanHours(categories[key].hours);

  const workHours = categories.work.hours + categories.overtime.hours;
  const absenceHours =
    categories.timeOff.hours +
    categories.holidays.hours +
    categories.sickLeave.hours +
    optionalAbsenceHours(categories);
  const total = cleanHours(workHours + absenceHours);
  return {
    ...categories,
    normTime: isPaidHourly ? 0 : normHours,
    total,
    totalWorkTime: isPaidHourly ? total : cleanHours(workHours),
    uncredited: cleanHours(uncredited),
  };
}

/** The summary of a period (a week in the modal, any range in the overview): its day summaries summed. */
export function periodSummary(days: readonly DaySummary[]): DaySummary {
  const sum = emptyCategories();
  let normTime = 0;
  let total = 0;
  let totalWorkTime = 0;
  let uncredited = 0;
  for (const day of days) {
    uncredited += day.uncredited ?? 0;
    for (const key of SUMMARY_CATEGORIES) {
      sum[key].count += day[key].count;
      sum[key].hours += day[key].hours;
    }
    normTime += day.normTime;
    total += day.total;
    totalWorkTime += day.totalWorkTime;
  }
  for (const key of SUMMARY_CATEGORIES) sum[key].hours = cleanHours(sum[key].hours);
  return {
    ...sum,
    normTime: cleanHours(normTime),
    total: cleanHours(total),
    totalWorkTime: cleanHours(totalWorkTime),
    uncredited: cleanHours(uncredited),
  };
}

/**
 * `hours` as a percentage of `normTime`, with one decimal (time-registration §9 "percentages 1 decimal"),
 * rounded half away from zero on the decimal value. Null when the norm is 0: §2 shows the percent only "when
 * norm time is not 0" (hourly-paid staff, a period of days off).
 */
export function percentOfNorm(hours: number, normTime: number): number | null {
  if (!Number.isFinite(normTime) || normTime < 0) {
    throw new RangeError(`normTime must be a number of hours ≥ 0, got ${normTime}`);
  }
  if (normTime === 0) return null;
  return roundTo((hours / normTime) * 100, 1);
}

/** One row of the week-mode summary in the registrations modal (time-registration §2). */
export interface SummaryRow {
  key: SummaryCategory;
  /** The Danish label: 'Arbejde u.f. normtid', 'Fri', 'Ferie', 'Sygdom' or 'Arbejdstid'. */
  label: string;
  count: number;
  /** '1 registrering', '0 registreringer', '2 registreringer'. */
  countText: string;
  hours: number;
  /** Two decimals, Danish: '1,00 time', '2,50 timer'. */
  hoursText: string;
  /** Percent of the period's norm time with one decimal, or null when the norm is 0. */
  percent: number | null;
  /** '12,5 %', or null when the norm is 0 (the modal then shows no percentage). */
  percentText: string | null;
}

/** The category → entry type whose label the row shows. */
const ROW_LABEL_TYPE: Readonly<Record<SummaryCategory, TimeEntryType>> = {
  overtime: 'overtime',
  timeOff: 'timeOff',
  holidays: 'holiday',
  sickLeave: 'sickLeave',
  work: 'work',
  ...optionalIdentity(),
};

/** 'registrering' only for exactly one; Danish uses the plural for 0 as for 2 and more. */
export function formatRegistrationCount(count: number): string {
  return `${count} ${count === 1 ? 'registrering' : 'registreringer'}`;
}

/**
 * The five rows of the week-mode modal in the spec's order (time-registration §2): Arbejde u.f. normtid,
 * Fri, Ferie, Sygdom, Arbejdstid; each with count, hours and, when the norm is not 0, percent of norm time.
 */
export function summaryRows(summary: DaySummary): SummaryRow[] {
  // Issue 34: an optional absence type gets its row only when the period has some of it.
  const keys = SUMMARY_CATEGORIES.filter(
    (key) => !(OPTIONAL_ABSENCE_TYPES as readonly string[]).includes(key) || (summary[key]?.count ?? 0) > 0,
  );
  return keys.map((key) => {
    const { count, hours } = summary[key] ?? { count: 0, hours: 0 };
    const percent = percentOfNorm(hours, summary.normTime);
    return {
      key,
      label: TIME_ENTRY_TYPE_LABELS[ROW_LABEL_TYPE[key]],
      count,
      countText: formatRegistrationCount(count),
      hours,
      hoursText: formatHours(hours),
      percent,
      percentText: percent === null ? null : formatPercent(percent),
    };
  });
}
