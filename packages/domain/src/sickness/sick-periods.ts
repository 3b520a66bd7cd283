import { addDays, datesBetween, daysBetween, type IsoDate } from '../dates/calendar';

/**
 * Issue 29 "Sygefravær": sick periods, the employer's deadlines and the 120-day rule. Pure rules; the server
 * gathers the Sygdom registrations, the admin's sygemeldinger and the employee's norm, and these functions
 * turn them into periods and figures. Facts from sygedagpengeloven and funktionærloven § 5, stk. 2; every text
 * the app shows about them is 'vejledende' (docs/decisions/037-sickness.md).
 */

/** One day with registered Sygdom: its hours and the day's norm hours (0 on a day without norm). */
export interface SickDayRecord {
  date: IsoDate;
  hours: number;
  normHours: number;
}

/** The admin's 'Registrér sygemelding': a first day, an optional expected return and, once 'Raskmeld', the day the employee is fit again. */
export interface SickReportRecord {
  id: string;
  firstDay: IsoDate;
  expectedReturn: IsoDate | null;
  /** 'Rask fra': the first day the employee is fit again; the last sick day is the day before. Null while open. */
  recoveredOn: IsoDate | null;
}

/** How a sick day counts: a full day, or 'Delvis syg' with a share of the day's norm. */
export interface PeriodDay {
  date: IsoDate;
  /** 1 for a full sick day and for a day without norm inside the period; hours ÷ norm for 'Delvis syg'. */
  share: number;
  partial: boolean;
}

export interface SickPeriod {
  firstDay: IsoDate;
  /** Null while the period is open. */
  lastDay: IsoDate | null;
  /** The last day known to be sick (the period's last day, or the latest while open). */
  lastKnownDay: IsoDate;
  /** The open sygemelding in the period, if any: 'Raskmeld' acts on it. */
  openReportId: string | null;
  expectedReturn: IsoDate | null;
  days: PeriodDay[];
}

/**
 * Whether a day without Sygdom between two sick days belongs to the period: a day without norm (weekend,
 * public holiday, company day off, or a day the employee's norm week has no hours) does; a workday ends it.
 */
export type HasNorm = (date: IsoDate) => boolean;

/**
 * Sick periods from the day records and sygemeldinger, oldest first (issue 29 "Sick periods"):
 * - a day is sick when it holds a Sygdom registration (full or 'Delvis syg') or lies in a sygemelding
 *   (first day up to the day before 'Rask fra', or up to today while it is open);
 * - days between two sick days that have no norm belong to the period; a workday without Sygdom ends it;
 * - a period is open while it holds an open sygemelding, or (unless 'Raskmeld' ended it) when its last sick
 *   day is today or later, or when no workday has passed since its last sick day (sick on Friday, asked on Monday: still open). Today itself
 *   does not end a period: the day is not over.
 */
export function sickPeriods(input: {
  days: readonly SickDayRecord[];
  reports: readonly SickReportRecord[];
  hasNorm: HasNorm;
  today: IsoDate;
}): SickPeriod[] {
  const byDate = new Map<IsoDate, PeriodDay>();
  const reportOf = new Map<IsoDate, SickReportRecord>();
  for (const report of input.reports) {
    const last = report.recoveredOn ? addDays(report.recoveredOn, -1) : laterOf(report.firstDay, input.today);
    for (const date of datesBetween(report.firstDay, last)) {
      byDate.set(date, { date, share: 1, partial: false });
      reportOf.set(date, report);
    }
  }
  for (const day of input.days) {
    if (byDate.has(day.date)) continue;
    // A Sygdom registration is a full-day absence (docs/rules/timereg.md#ruling-30), also with 0 hours (a day whose norm is 0); it is
    // 'Delvis syg' only with some hours, fewer than the day's norm.
    const partial = day.normHours > 0 && day.hours > 0 && day.hours < day.normHours;
    byDate.set(day.date, { date: day.date, share: partial ? day.hours / day.normHours : 1, partial });
  }
  const dates = [...byDate.keys()].sort();
  const periods: SickPeriod[] = [];
  let current: PeriodDay[] = [];
  const flush = () => {
    if (current.length === 0) return;
    periods.push(closePeriod(current, reportOf, input));
    current = [];
  };
  for (const date of dates) {
    const previous = current.at(-1);
    if (previous && !onlyDaysWithoutNorm(previous.date, date, input.hasNorm)) flush();
    const last = current.at(-1);
    if (last) {
      // Days without norm between two sick days belong to the period (and count as whole calendar days).
      for (const between of datesBetween(addDays(last.date, 1), addDays(date, -1))) {
        current.push({ date: between, share: 1, partial: false });
      }
    }
    current.push(byDate.get(date) as PeriodDay);
  }
  flush();
  return periods;
}

function laterOf(a: IsoDate, b: IsoDate): IsoDate {
  return a > b ? a : b;
}

/** Whether every day strictly between `from` and `to` is a day without norm. */
function onlyDaysWithoutNorm(from: IsoDate, to: IsoDate, hasNorm: HasNorm): boolean {
  for (let date = addDays(from, 1); date < to; date = addDays(date, 1)) {
    if (hasNorm(date)) return false;
  }
  return true;
}

function closePeriod(
  days: PeriodDay[],
  reportOf: Map<IsoDate, SickReportRecord>,
  input: { hasNorm: HasNorm; today: IsoDate },
): SickPeriod {
  const firstDay = (days[0] as PeriodDay).date;
  const lastKnownDay = (days.at(-1) as PeriodDay).date;
  let openReport: SickReportRecord | null = null;
  let expectedReturn: IsoDate | null = null;
  for (const day of days) {
    const report = reportOf.get(day.date);
    if (!report) continue;
    if (report.recoveredOn === null) openReport = report;
    if (report.expectedReturn) expectedReturn = report.expectedReturn;
  }
  // 'Raskmeld' ends the period: a last day inside a closed sygemelding is final.
  const raskmeldt = reportOf.get(lastKnownDay)?.recoveredOn != null;
  const open =
    openReport !== null ||
    (!raskmeldt &&
      (lastKnownDay >= input.today || onlyDaysWithoutNorm(lastKnownDay, input.today, input.hasNorm)));
  return {
    firstDay,
    lastDay: open ? null : lastKnownDay,
    lastKnownDay,
    openReportId: openReport?.id ?? null,
    expectedReturn,
    days,
  };
}

/** Calendar days of a period, both ends included; an open period counts up to today. */
export function periodCalendarDays(period: SickPeriod, today: IsoDate): number {
  const last = period.lastDay ?? laterOf(period.lastKnownDay, today);
  return daysBetween(period.firstDay, last) + 1;
}

/** The figures of the eligibility hint: 'Ret til sygedagpenge fra arbejdsgiveren'. */
export type Eligibility = 'yes' | 'no' | 'unknown';

export const ELIGIBILITY_LABELS: Readonly<Record<Eligibility, string>> = {
  yes: 'Ja',
  no: 'Nej',
  unknown: 'Ukendt',
};

/** sygedagpengeloven § 30: at least 8 weeks of employment and 74 hours of work in them. */
export const ELIGIBILITY_WEEKS = 8;
export const ELIGIBILITY_HOURS = 74;

/**
 * The eligibility hint (issue 29): employed at least 8 weeks before the first day and, when the employee
 * registers time, at least 74 hours registered in those 8 weeks. Unknown without a start date, or when the
 * employee does not register time (Kollega cannot see the hours then).
 */
export function eligibility(input: {
  firstDay: IsoDate;
  employmentStart: IsoDate | null;
  registersTime: boolean;
  /** Hours registered (work and absence) in the 8 weeks before the first day. */
  hoursInEightWeeks: number;
}): Eligibility {
  if (!input.employmentStart) return 'unknown';
  if (input.employmentStart > eightWeeksBefore(input.firstDay)) return 'no';
  if (!input.registersTime) return 'unknown';
  return input.hoursInEightWeeks >= ELIGIBILITY_HOURS ? 'yes' : 'no';
}

/** The first day of the 8 weeks before `firstDay` (firstDay − 56). */
export function eightWeeksBefore(firstDay: IsoDate): IsoDate {
  return addDays(firstDay, -ELIGIBILITY_WEEKS * 7);
}

/** A § 56-aftale (sygedagpengeloven § 56): refusion from the first day, with its dates. */
export interface Section56Agreement {
  from: IsoDate;
  to: IsoDate | null;
}

export function section56Covers(agreement: Section56Agreement | null, date: IsoDate): boolean {
  if (!agreement) return false;
  return agreement.from <= date && (agreement.to === null || date <= agreement.to);
}

/** The employer's deadlines of a period (issue 29), calendar dates counted from the first day. */
export interface PeriodDeadlines {
  /** First day + 29: the 30 calendar days the employer pays; null with no employer period. */
  employerPeriodEndsOn: IsoDate | null;
  /** First day + 28: the sygefraværssamtale at the latest 4 weeks after the first day. */
  conversationDueBy: IsoDate;
  /** First day + 35: 5 weeks after the first day, the report to NemRefusion. */
  nemRefusionReportBy: IsoDate;
  /** First day + 30, or the first day itself with a § 56-aftale. */
  refusionFrom: IsoDate;
}

export const EMPLOYER_PERIOD_DAYS = 30;
export const CONVERSATION_DAYS = 28;
export const NEMREFUSION_DAYS = 35;

export function periodDeadlines(input: {
  firstDay: IsoDate;
  eligibility: Eligibility;
  section56: Section56Agreement | null;
}): PeriodDeadlines {
  const covered = section56Covers(input.section56, input.firstDay);
  // No employer period for those employed under 8 weeks (or short of the hours) or with a § 56-aftale.
  const employerPeriod = !covered && input.eligibility !== 'no';
  return {
    employerPeriodEndsOn: employerPeriod ? addDays(input.firstDay, EMPLOYER_PERIOD_DAYS - 1) : null,
    conversationDueBy: addDays(input.firstDay, CONVERSATION_DAYS),
    nemRefusionReportBy: addDays(input.firstDay, NEMREFUSION_DAYS),
    refusionFrom: refusionFrom(input),
  };
}

/** The first day of refusion: first day + 30, or the first day itself under a § 56-aftale that covers it. */
export function refusionFrom(input: { firstDay: IsoDate; section56: Section56Agreement | null }): IsoDate {
  return section56Covers(input.section56, input.firstDay)
    ? input.firstDay
    : addDays(input.firstDay, EMPLOYER_PERIOD_DAYS);
}

/**
 * Whether a sick period that has ended reached the days the employer gets refusion for (decision 071): its last day
 * is on or after `refusionFrom` — the period was longer than the 30-day employer period (a 31-day period is; a
 * 30-day one is not), or, under a § 56-aftale, of any length. Only such a closed period still has a deadline that
 * matters: the NemRefusion report 5 weeks after the first day (sygedagpengeloven), without which the refusion is
 * lost. An open period may still reach it, so it always counts.
 */
export function periodReachesRefusion(period: { lastDay: IsoDate | null; refusionFrom: IsoDate }): boolean {
  return period.lastDay === null || period.lastDay >= period.refusionFrom;
}

/** The deadlines of a sick period. */
export type SickDeadlineKind = 'conversation' | 'employerPeriod' | 'nemRefusion';
/** …and Barsel's refusion request (decision 056), which follows the same model. */
export type DeadlineKind = SickDeadlineKind | 'parentalRefusion';

export const DEADLINE_LABELS: Readonly<Record<DeadlineKind, string>> = {
  conversation: 'Sygefraværssamtale senest',
  employerPeriod: 'Arbejdsgiverperioden slutter',
  nemRefusion: 'Anmeld til NemRefusion senest',
  parentalRefusion: 'Barsel: anmod om refusion senest',
};

/** The next deadline of a period on or after today, or null when all have passed. */
export function nextDeadline(
  deadlines: PeriodDeadlines,
  today: IsoDate,
): { kind: SickDeadlineKind; date: IsoDate } | null {
  const all: { kind: SickDeadlineKind; date: IsoDate | null }[] = [
    { kind: 'conversation', date: deadlines.conversationDueBy },
    { kind: 'employerPeriod', date: deadlines.employerPeriodEndsOn },
    { kind: 'nemRefusion', date: deadlines.nemRefusionReportBy },
  ];
  const upcoming = all
    .filter(
      (item): item is { kind: SickDeadlineKind; date: IsoDate } => item.date !== null && item.date >= today,
    )
    .sort((a, b) => a.date.localeCompare(b.date));
  return upcoming[0] ?? null;
}
