import { datesBetween, type IsoDate, isoWeekday } from '../dates/calendar';
import { isPublicHoliday } from '../dates/public-holidays';
import { dayjs } from '../format/danish-time';
import {
  type Employment,
  earnedBy,
  earnedInYear,
  holidayYearOf,
  holidayYearPeriod,
  MAIN_WEEKS_DAYS,
  openHolidayYears,
  roundDays,
} from './holiday-year';

/** The kinds of ledger rows an admin writes (decision 026). */
export const HOLIDAY_LEDGER_KINDS = ['opening', 'correction', 'transfer'] as const;
export type HolidayLedgerKind = (typeof HOLIDAY_LEDGER_KINDS)[number];
/** 'holiday' is ferie under ferieloven; 'extra' the company's feriefridage. */
export const HOLIDAY_BUCKETS = ['holiday', 'extra'] as const;
export type HolidayBucket = (typeof HOLIDAY_BUCKETS)[number];
/** A transfer of 5th-week days (written agreement by 31 December) or of the first 20 for a lawful hindrance. */
export const TRANSFER_KINDS = ['fifthWeek', 'hindrance'] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

export interface LedgerRow {
  bucket: HolidayBucket;
  kind: HolidayLedgerKind;
  /** The ferieår (holiday) or the feriefridage period's year the row belongs to; a transfer moves days out of it. */
  year: number;
  days: number;
  /** Transfers only: counted once the written agreement is signed. */
  signed?: boolean;
  /** Transfers only: 5th-week days by agreement (the default) or days moved for a lawful hindrance. */
  transferKind?: TransferKind | null;
}

export interface HolidayYearBalance {
  year: number;
  /** Last day the year's days may be taken. */
  takeEnd: IsoDate;
  /** Earned so far and usable (samtidighedsferie: a month's days from the month after). */
  earned: number;
  /** What the whole ferieår earns. */
  earnedFullYear: number;
  /** Opening balances and corrections. */
  adjusted: number;
  transferredIn: number;
  transferredOut: number;
  /** Holiday registered up to and including today. */
  taken: number;
  /** Holiday registered after today, and pending requests. */
  planned: number;
  /** What is left once the planned days are spent too (the allocation's own figure; may be below 0 while the
   * planned days are still to be earned). */
  remaining: number;
  /**
   * 'Rest' as shown: what is left of the days usable today after those taken, the planned ones apart (issue 23).
   * A lawful request for later in the ferieår (days earned by then, samtidighedsferie) never makes it negative.
   */
  left: number;
  /** Days that lapse at `takeEnd` unless taken or transferred: the remaining of the year whose period ends this year. */
  expiring: number;
  /** The part of `expiring` that is 5th-week days (transferable by written agreement by 31 December). */
  fifthWeekExpiring: number;
  /** The 5th-week days still left of the year (what a written agreement may transfer). */
  fifthWeekLeft: number;
}

export interface HolidayBalanceInput {
  today: IsoDate;
  employment: Employment;
  /**
   * The dates of holiday registrations (type holiday), one day each; repeats are counted once. All of them since
   * the start of `holidayBalanceStartYear` (reading from `holidayHistoryStart` is always enough).
   */
  holidayDates: readonly IsoDate[];
  /** Pending requests of holiday: their first day and their working days. */
  pending: readonly { from: IsoDate; days: number }[];
  ledger: readonly LedgerRow[];
}

/**
 * How many ferieår back the balance looks at most: registrations are kept 5 years (docs/rules/timereg.md#ruling-14), so the
 * allocation starts no earlier than the ferieår five before today's.
 */
export const HOLIDAY_HISTORY_YEARS = 5;

/** The first day any balance on `today` may read registrations from: the retention bound. */
export function holidayHistoryStart(today: IsoDate): IsoDate {
  return holidayYearPeriod(holidayYearOf(today) - HOLIDAY_HISTORY_YEARS).start;
}

/**
 * The first ferieår the days are allocated over (decision 026). An admin's opening balance stands for everything
 * of its ferieår before Kollega, so the oldest ferieår with an opening starts it and the years before count as
 * settled (none of their days is left to spend); without one, the ferieår the employee started in (unknown: the
 * retention bound). Never before the retention bound, five ferieår back; otherwise it does not move with `today`,
 * so a day once charged to a ferieår stays there.
 */
export function holidayBalanceStartYear(
  input: Pick<HolidayBalanceInput, 'today' | 'employment' | 'ledger'>,
): number {
  const floor = holidayYearOf(holidayHistoryStart(input.today));
  const openings = input.ledger
    .filter((row) => row.bucket === 'holiday' && row.kind === 'opening')
    .map((row) => row.year);
  const start =
    openings.length > 0
      ? Math.min(...openings)
      : input.employment.startDate
        ? holidayYearOf(input.employment.startDate)
        : floor;
  return Math.max(start, floor);
}

interface YearState {
  year: number;
  capacity: number;
  taken: number;
  planned: number;
}

/**
 * The indicative balance of every open ferieår on `today` (decision 026). Every registered day since the start
 * (`holidayBalanceStartYear`) is spent, in date order, from the oldest ferieår open on its date (its days lapse
 * first) while it has days left, else from the newest; ferieår before the start count as settled. So a year used
 * up long ago leaves October's days to the newer year. Remaining = earned + adjusted + in − out − taken − planned.
 */
export function holidayBalances(input: HolidayBalanceInput): HolidayYearBalance[] {
  const { today, employment } = input;
  const ledger = input.ledger.filter((row) => row.bucket === 'holiday');
  const sumFor = (year: number, test: (row: LedgerRow) => boolean) =>
    ledger.filter((row) => row.year === year && test(row)).reduce((sum, row) => sum + row.days, 0);
  const adjustedOf = (year: number) => sumFor(year, (row) => row.kind !== 'transfer');
  const outOf = (year: number) => sumFor(year, (row) => row.kind === 'transfer' && row.signed === true);
  // A hindrance moves the days the employee could not take, the first 20 among them: it does not use up the 5th week.
  const fifthWeekOutOf = (year: number) =>
    sumFor(year, (row) => row.kind === 'transfer' && row.signed === true && row.transferKind !== 'hindrance');

  const states = new Map<number, YearState>();
  const state = (year: number): YearState => {
    let found = states.get(year);
    if (!found) {
      found = {
        year,
        capacity: earnedInYear(year, employment) + adjustedOf(year) + outOf(year - 1) - outOf(year),
        taken: 0,
        planned: 0,
      };
      states.set(year, found);
    }
    return found;
  };
  const startYear = holidayBalanceStartYear(input);
  const start = holidayYearPeriod(startYear).start;
  const spend = (date: IsoDate, days: number, planned: boolean) => {
    const years = openHolidayYears(date);
    const older = years.length === 2 && (years[0] as number) >= startYear ? state(years[0] as number) : null;
    const used = (s: YearState) => s.taken + s.planned;
    let left = days;
    if (older) {
      const fromOlder = Math.max(0, Math.min(left, older.capacity - used(older)));
      if (planned) older.planned += fromOlder;
      else older.taken += fromOlder;
      left -= fromOlder;
    }
    if (left > 0) {
      const newer = state(holidayYearOf(date));
      if (planned) newer.planned += left;
      else newer.taken += left;
    }
  };

  const dates = [...new Set(input.holidayDates)].filter((date) => date >= start).sort();
  for (const date of dates) spend(date, 1, date > today);
  const pending = input.pending.filter((request) => request.from >= start);
  for (const request of [...pending].sort((a, b) => a.from.localeCompare(b.from))) {
    spend(request.from, request.days, true);
  }

  return openHolidayYears(today).map((year) => {
    const s = state(year);
    const period = holidayYearPeriod(year);
    const earned = earnedBy(year, employment, today);
    const adjusted = roundDays(adjustedOf(year));
    const transferredIn = roundDays(outOf(year - 1));
    const transferredOut = roundDays(outOf(year));
    const remaining = roundDays(earned + adjusted + transferredIn - transferredOut - s.taken - s.planned);
    const left = roundDays(earned + adjusted + transferredIn - transferredOut - s.taken);
    const lastPeriod = period.takeEnd.slice(0, 4) === today.slice(0, 4);
    const expiring = lastPeriod ? Math.max(0, remaining) : 0;
    // The days beyond 20 of what the year gives (days taken before Kollega, a negative opening, are spent
    // like any other: from the remaining, not from the 5th week), less the 5th-week days already transferred.
    const fifthWeek = Math.max(
      0,
      earnedInYear(year, employment) + Math.max(0, adjusted) - MAIN_WEEKS_DAYS - fifthWeekOutOf(year),
    );
    return {
      year,
      takeEnd: period.takeEnd,
      earned,
      earnedFullYear: earnedInYear(year, employment),
      adjusted,
      transferredIn,
      transferredOut,
      taken: roundDays(s.taken),
      planned: roundDays(s.planned),
      remaining,
      left,
      expiring: roundDays(expiring),
      fifthWeekExpiring: roundDays(Math.min(expiring, fifthWeek)),
      fifthWeekLeft: roundDays(Math.min(Math.max(0, remaining), fifthWeek)),
    };
  });
}

/**
 * Whether the balance rests on facts: the start date is known, or an admin entered an opening balance. Without
 * either the employee counts as employed all along (a new owner, typically), so the days earned are a guess and
 * nothing is reminded of or reported as lapsed on it.
 */
export function holidayBalanceKnown(input: Pick<HolidayBalanceInput, 'employment' | 'ledger'>): boolean {
  return (
    input.employment.startDate !== null ||
    input.ledger.some((row) => row.bucket === 'holiday' && row.kind === 'opening')
  );
}

export interface LapsedHolidayYear {
  year: number;
  /** The last day its days could be taken; they lapsed the day after. */
  takeEnd: IsoDate;
  /** Days neither taken nor transferred by `takeEnd`, for the admin to settle with Feriefonden. */
  days: number;
}

/**
 * The ferieår whose ferieafholdelsesperiode has ended with days neither taken nor transferred (issue 23): shown as
 * 'Bortfaldet', newest first, instead of dropping out of sight when the year closes. Ferieloven sends such days'
 * holiday pay to Feriefonden, so the admin needs their number. A year counts when its period ended on or after
 * `trackedFrom` (the day the employee was added: before it Kollega saw no registrations, so the figure would be
 * invented) and it lies within the allocation (`holidayBalanceStartYear`); none when the balance is a guess
 * (`holidayBalanceKnown`). The days are the year's own on its last day: earned, opening and corrections,
 * transfers in and out, less the days taken from it.
 */
export function lapsedHolidayYears(input: HolidayBalanceInput, trackedFrom: IsoDate): LapsedHolidayYear[] {
  if (!holidayBalanceKnown(input)) return [];
  const firstOpen = openHolidayYears(input.today)[0] as number;
  const lapsed: LapsedHolidayYear[] = [];
  for (let year = firstOpen - 1; year >= holidayBalanceStartYear(input); year -= 1) {
    const { takeEnd } = holidayYearPeriod(year);
    if (takeEnd < trackedFrom) break;
    const atEnd = holidayBalances({ ...input, today: takeEnd }).find((y) => y.year === year);
    const days = atEnd ? roundDays(atEnd.left) : 0;
    if (days > 0) lapsed.push({ year, takeEnd, days });
  }
  return lapsed;
}

/** What may still be planned on `date` with the days earned by then, over every ferieår open on it. */
export function availableOn(input: HolidayBalanceInput, date: IsoDate): number {
  const atDate = holidayBalances({ ...input, today: date > input.today ? date : input.today });
  // Registrations after `date` counted as taken above are still spent: remaining already subtracts them.
  return roundDays(atDate.reduce((sum, year) => sum + year.remaining, 0));
}

/** The feriefridage setting: days per calendar year or per ferieår (decision 026). */
export const EXTRA_DAYS_PERIODS = ['calendarYear', 'holidayYear'] as const;
export type ExtraDaysPeriod = (typeof EXTRA_DAYS_PERIODS)[number];

/** The year of the feriefridage period a date belongs to. */
export function extraPeriodOf(date: IsoDate, period: ExtraDaysPeriod): number {
  return period === 'calendarYear' ? Number(date.slice(0, 4)) : holidayYearOf(date);
}

export interface ExtraDaysBalance {
  /** The period's year (calendar year, or the ferieår's first year). */
  year: number;
  period: ExtraDaysPeriod;
  granted: number;
  adjusted: number;
  taken: number;
  planned: number;
  remaining: number;
}

/** Feriefridage of the period holding `today`: the company's days plus corrections, less those used. */
export function extraDaysBalance(input: {
  today: IsoDate;
  daysPerPeriod: number;
  period: ExtraDaysPeriod;
  employment: Employment;
  /** Dates of registrations made by approved feriefridage requests. */
  usedDates: readonly IsoDate[];
  pending: readonly { from: IsoDate; days: number }[];
  ledger: readonly LedgerRow[];
}): ExtraDaysBalance {
  const year = extraPeriodOf(input.today, input.period);
  const inPeriod = (date: IsoDate) => extraPeriodOf(date, input.period) === year;
  const periodEnd = input.period === 'calendarYear' ? `${year}-12-31` : holidayYearPeriod(year).earnEnd;
  const periodStart = input.period === 'calendarYear' ? `${year}-01-01` : holidayYearPeriod(year).start;
  const employed =
    (!input.employment.startDate || input.employment.startDate <= periodEnd) &&
    (!input.employment.endDate || input.employment.endDate >= periodStart);
  const granted = employed ? input.daysPerPeriod : 0;
  const adjusted = input.ledger
    .filter((row) => row.bucket === 'extra' && row.year === year && row.kind !== 'transfer')
    .reduce((sum, row) => sum + row.days, 0);
  const dates = [...new Set(input.usedDates)].filter(inPeriod);
  const taken = dates.filter((date) => date <= input.today).length;
  const planned =
    dates.filter((date) => date > input.today).length +
    input.pending.filter((request) => inPeriod(request.from)).reduce((sum, r) => sum + r.days, 0);
  return {
    year,
    period: input.period,
    granted,
    adjusted: roundDays(adjusted),
    taken,
    planned,
    remaining: roundDays(granted + adjusted - taken - planned),
  };
}

/** The days of holiday hovedferie asks for in one stretch: 15 feriedage, three weeks (ferieloven § 12). */
export const MAIN_HOLIDAY_DAYS = 15;

/**
 * Hovedferie: at least 15 consecutive feriedage between 1 May and 30 September (ferieloven § 12). Feriedage are
 * working days, Monday to Friday, public holidays not among them, so it is three weeks, not 15 calendar days.
 */
export function isMainHoliday(from: IsoDate, to: IsoDate): boolean {
  const year = from.slice(0, 4);
  if (from < `${year}-05-01` || to > `${year}-09-30`) return false;
  const feriedage = datesBetween(from, to).filter(
    (date) => isoWeekday(date) <= 5 && !isPublicHoliday(date),
  ).length;
  return feriedage >= MAIN_HOLIDAY_DAYS;
}

/**
 * The notice the law asks of the employer (3 months for hovedferie, 1 month for other holiday), shown as
 * guidance: null when given, else the Danish text of the missing notice.
 */
export function noticeGuidance(from: IsoDate, to: IsoDate, requestedOn: IsoDate): string | null {
  const main = isMainHoliday(from, to);
  const months = main ? 3 : 1;
  // Calendar months, the day kept or cut to the month's last (31 January + 1 month is 28 February, not 3 March).
  const deadline = dayjs.utc(requestedOn).add(months, 'month').format('YYYY-MM-DD');
  if (from >= deadline) return null;
  return main ? 'Hovedferie skal normalt varsles 3 måneder før.' : 'Ferie skal normalt varsles 1 måned før.';
}
