import { z } from 'zod';
import { addDays, isoWeekday, mondayOf } from '../dates/calendar';
import { weekKeyOf } from '../dates/iso-week';
import { isPublicHoliday } from '../dates/public-holidays';
import { minutesOfDay, roundHours } from './entry-hours';
import { TIME_OF_DAY } from './time-log-types';

/**
 * A collective agreement's pay rules ('Løn og tillæg', issue 34, decision 045): supplement bands (evening,
 * night, Saturday, Sunday and public holiday) and overtime split into 50 % and 100 %, computed from the
 * registrations' start and end times. Pure: the server stores the company's rule set and hands it in.
 */

/** The supplement categories with their Lønudtræk code and Danish name, in the Lønudtræk's order. */
export const SUPPLEMENT_CATEGORIES = [
  { code: 'AFTEN', label: 'Aftentillæg' },
  { code: 'NAT', label: 'Nattillæg' },
  { code: 'LOERDAG', label: 'Lørdagstillæg' },
  { code: 'SOENHELLIG', label: 'Søndags- og helligdagstillæg' },
] as const;
export type SupplementCode = (typeof SUPPLEMENT_CATEGORIES)[number]['code'];
export const SUPPLEMENT_CODES = SUPPLEMENT_CATEGORIES.map((category) => category.code) as [
  SupplementCode,
  ...SupplementCode[],
];

/** Overtime split by the week's overtime hours (the rule set's threshold). */
export const OVERTIME_SPLIT_CATEGORIES = [
  { code: 'OVERTID50', label: 'Overarbejde 50 %' },
  { code: 'OVERTID100', label: 'Overarbejde 100 %' },
] as const;
export type OvertimeSplitCode = (typeof OVERTIME_SPLIT_CATEGORIES)[number]['code'];
export type PayRuleCode = SupplementCode | OvertimeSplitCode;

/** Every category the pay rules can give, in order. */
export const PAY_RULE_CATEGORIES: readonly { code: PayRuleCode; label: string }[] = [
  ...SUPPLEMENT_CATEGORIES,
  ...OVERTIME_SPLIT_CATEGORIES,
];

export function payRuleLabel(code: PayRuleCode): string {
  return PAY_RULE_CATEGORIES.find((category) => category.code === code)?.label ?? code;
}

/**
 * A band's days: ISO weekdays 1 (Monday) to 7 (Sunday), and 'holiday' for the public holidays of
 * docs/rules/timereg.md#ruling-9. A public holiday is a 'holiday' and not its weekday: Kristi himmelfartsdag (a Thursday)
 * matches a band with 'holiday', not Monday–Friday's evening band.
 */
export const BAND_DAYS = [1, 2, 3, 4, 5, 6, 7, 'holiday'] as const;
export type BandDay = (typeof BAND_DAYS)[number];

export const PAY_RULE_MESSAGES = {
  quarterTime: 'Tidspunktet skal være et helt kvarter (fx 18:00 eller 23:15).',
  noDays: 'Vælg mindst én dag.',
  tooManyBands: 'Højst 20 tillægsperioder.',
  thresholdRange: 'Timerne til 50 % skal ligge mellem 0 og 168.',
  saved: 'Løn og tillæg er gemt.',
} as const;

const quarterTimeSchema = z
  .string()
  .regex(TIME_OF_DAY, PAY_RULE_MESSAGES.quarterTime)
  .refine((time) => Number(time.slice(3, 5)) % 15 === 0, PAY_RULE_MESSAGES.quarterTime);

/** One band: a category from `from` to `to` on the chosen days; `to` at or before `from` runs past midnight. */
export const supplementBandSchema = z.object({
  category: z.enum(SUPPLEMENT_CODES),
  days: z
    .array(z.union([z.number().int().min(1).max(7), z.literal('holiday')]))
    .min(1, PAY_RULE_MESSAGES.noDays)
    .max(8)
    .transform((days) => [...new Set(days)] as BandDay[]),
  from: quarterTimeSchema,
  to: quarterTimeSchema,
});
export type SupplementBand = z.output<typeof supplementBandSchema>;

/** GET/PUT /api/timereg/pay-rules: the company's rule set. */
export const payRulesSchema = z.object({
  enabled: z.boolean(),
  bands: z.array(supplementBandSchema).max(20, PAY_RULE_MESSAGES.tooManyBands),
  /** Overtime hours a week paid at 50 %; the rest of the week's overtime at 100 %. Null: no split. */
  overtimeFiftyHours: z
    .number()
    .min(0, PAY_RULE_MESSAGES.thresholdRange)
    .max(168, PAY_RULE_MESSAGES.thresholdRange)
    .transform((hours) => Math.round(hours * 4) / 4)
    .nullable(),
});
export type PayRules = z.output<typeof payRulesSchema>;
/** The answer's shape: the same fields without the input's checks and transforms. */
export const payRulesResponseSchema = z.object({
  enabled: z.boolean(),
  bands: z.array(
    z.object({
      category: z.enum(SUPPLEMENT_CODES),
      days: z.array(z.union([z.number(), z.literal('holiday')])),
      from: z.string(),
      to: z.string(),
    }),
  ),
  overtimeFiftyHours: z.number().nullable(),
});

/** The rule set a company starts from: the example, switched off until the admin saves it. */
export const DEFAULT_PAY_RULES: PayRules = {
  enabled: false,
  bands: [
    { category: 'AFTEN', days: [1, 2, 3, 4, 5], from: '18:00', to: '23:00' },
    { category: 'NAT', days: [1, 2, 3, 4, 5, 6, 7, 'holiday'], from: '23:00', to: '06:00' },
    { category: 'LOERDAG', days: [6], from: '00:00', to: '00:00' },
    { category: 'SOENHELLIG', days: [7, 'holiday'], from: '00:00', to: '00:00' },
  ],
  overtimeFiftyHours: 3,
};

/** The registration facts the pay rules read. */
export interface PayRuleEntry {
  date: string;
  type: string;
  hours: number;
  startTime: string | null;
  endTime: string | null;
  /**
   * 'Til afspadsering' (decision 052): banked overtime is paid with time off, not money, so it is left out of
   * the 50 %/100 % split; its time in the bands still earns supplements.
   */
  toTimeBank?: boolean;
}

export type PayRuleHours = Partial<Record<PayRuleCode, number>>;

// ---- Danish time (Europe/Copenhagen): CET +1, CEST +2 from the last Sunday of March 01:00 UTC to the last
// Sunday of October 01:00 UTC (EU rule since 1996). Computed here so the function stays pure and exact.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const QUARTER = 15 * MINUTE;

function lastSundayUtc(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1);
}

function isSummerTime(utc: number): boolean {
  const year = new Date(utc).getUTCFullYear();
  return utc >= lastSundayUtc(year, 2) && utc < lastSundayUtc(year, 9);
}

/**
 * The instant of a Danish wall-clock time. A time that does not exist (02:30 on the spring night) is read with
 * winter time, i.e. as 03:30 summer time; a time that exists twice (02:30 on the autumn night) as its first
 * occurrence, in summer time.
 */
function instantOf(date: string, minutes: number): number {
  const wall =
    Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) +
    minutes * MINUTE;
  const summer = wall - 2 * HOUR;
  return isSummerTime(summer) ? summer : wall - HOUR;
}

/** The Danish date and minute of day of an instant. */
function wallClockOf(utc: number): { date: string; minutes: number } {
  const wall = new Date(utc + (isSummerTime(utc) ? 2 : 1) * HOUR);
  return {
    date: wall.toISOString().slice(0, 10),
    minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
  };
}

function dayKind(date: string): BandDay {
  return isPublicHoliday(date) ? 'holiday' : (isoWeekday(date) as BandDay);
}

/** Whether the band covers the wall-clock minute `minutes` of `date`. */
function bandCovers(band: SupplementBand, date: string, minutes: number): boolean {
  const from = minutesOfDay(band.from);
  const to = minutesOfDay(band.to);
  if (from < to) return minutes >= from && minutes < to && band.days.includes(dayKind(date));
  // Past midnight (or the whole day when from = to): the evening part belongs to `date`, the morning part to
  // the day the band started, so Friday's 23–06 night band covers Saturday 00–06 as Friday's.
  if (minutes >= from) return band.days.includes(dayKind(date));
  if (minutes < to) return band.days.includes(dayKind(addDays(date, -1)));
  return false;
}

/**
 * The supplement hours of one registration: the time from its start to its end, over midnight (an end at or
 * before the start is the next day) and through the clock changes in real hours (the spring night's 22–06 shift
 * is 7 hours of night, the autumn night's 9), split into the bands it falls in. An hour may fall in more than
 * one category (a Sunday night is both night and Sunday) when the bands say so; each is paid as its own
 * supplement. Only work and overtime with both times count. A break the registration's hours leave out is
 * taken from the time without a supplement first, then from the end of the shift (where it lies is not
 * registered). Hours rounded to two decimals.
 */
export function entrySupplementHours(entry: PayRuleEntry, bands: readonly SupplementBand[]): PayRuleHours {
  if (entry.type !== 'work' && entry.type !== 'overtime') return {};
  if (!entry.startTime || !entry.endTime || bands.length === 0) return {};
  const startMinutes = minutesOfDay(entry.startTime);
  const endMinutes = minutesOfDay(entry.endTime);
  const endDate = endMinutes <= startMinutes ? addDays(entry.date, 1) : entry.date;
  const start = instantOf(entry.date, startMinutes);
  const end = instantOf(endDate, endMinutes);
  const quarters: SupplementCode[][] = [];
  for (let at = start; at < end; at += QUARTER) {
    const { date, minutes } = wallClockOf(at);
    quarters.push([
      ...new Set(bands.filter((band) => bandCovers(band, date, minutes)).map((band) => band.category)),
    ]);
  }
  // The registration's wall-clock span against its hours: what is missing is the break.
  const wallSpan = ((endMinutes - startMinutes + 1440 - 1) % 1440) + 1;
  let breakHours = Math.max(0, wallSpan / 60 - entry.hours);
  breakHours = Math.max(0, breakHours - quarters.filter((codes) => codes.length === 0).length / 4);
  const totals: PayRuleHours = {};
  const credit = quarters.map(() => 0.25);
  for (let index = quarters.length - 1; index >= 0 && breakHours > 0; index--) {
    if ((quarters[index] ?? []).length === 0) continue;
    const taken = Math.min(0.25, breakHours);
    credit[index] = 0.25 - taken;
    breakHours -= taken;
  }
  quarters.forEach((codes, index) => {
    for (const code of codes) totals[code] = (totals[code] ?? 0) + (credit[index] ?? 0);
  });
  for (const code of Object.keys(totals) as SupplementCode[]) totals[code] = roundHours(totals[code] ?? 0);
  return totals;
}

/** One ISO week's pay-rule hours: its Monday and its 'week-year' key (`weekKeyOf`). */
export interface WeekPayRuleHours {
  monday: string;
  week: string;
  hours: PayRuleHours;
  /** The registrations that gave hours in each category. */
  counts: PayRuleHours;
}

/**
 * The pay-rule hours of one employee's registrations, per ISO week in date order: the supplement bands of every
 * work and overtime registration, and the week's overtime ('Arbejde u.f. normtid') split into 'Overarbejde 50 %'
 * for its first `overtimeFiftyHours` hours (in date and start order) and 'Overarbejde 100 %' after. A switched-off
 * rule set gives nothing.
 */
export function payRuleWeeks(entries: readonly PayRuleEntry[], rules: PayRules): WeekPayRuleHours[] {
  if (!rules.enabled) return [];
  const sorted = [...entries].sort(
    (a, b) => a.date.localeCompare(b.date) || (a.startTime ?? '').localeCompare(b.startTime ?? ''),
  );
  const weeks = new Map<string, PayRuleHours>();
  const counts = new Map<string, PayRuleHours>();
  const overtimeSoFar = new Map<string, number>();
  for (const entry of sorted) {
    const week = mondayOf(entry.date);
    const hours = weeks.get(week) ?? {};
    const weekCounts = counts.get(week) ?? {};
    const add = (code: PayRuleCode, value: number) => {
      if (value <= 0) return;
      hours[code] = roundHours((hours[code] ?? 0) + value);
      weekCounts[code] = (weekCounts[code] ?? 0) + 1;
    };
    for (const [code, value] of Object.entries(entrySupplementHours(entry, rules.bands))) {
      add(code as PayRuleCode, value);
    }
    if (
      entry.type === 'overtime' &&
      !entry.toTimeBank &&
      rules.overtimeFiftyHours !== null &&
      entry.hours > 0
    ) {
      const before = overtimeSoFar.get(week) ?? 0;
      const fifty = Math.max(0, Math.min(entry.hours, rules.overtimeFiftyHours - before));
      add('OVERTID50', fifty);
      add('OVERTID100', roundHours(entry.hours - fifty));
      overtimeSoFar.set(week, before + entry.hours);
    }
    counts.set(week, weekCounts);
    weeks.set(week, hours);
  }
  return [...weeks]
    .sort(([a], [b]) => a.localeCompare(b))
    .filter(([, hours]) => Object.keys(hours).length > 0)
    .map(([monday, hours]) => ({ monday, week: weekKeyOf(monday), hours, counts: counts.get(monday) ?? {} }));
}

/** The sum of weeks' pay-rule hours (the Lønudtræk's period). */
export function sumPayRuleHours(weeks: readonly WeekPayRuleHours[]): PayRuleHours {
  return sumCategories(weeks.map((week) => week.hours));
}

/** The sum of weeks' registration counts per category. */
export function sumPayRuleCounts(weeks: readonly WeekPayRuleHours[]): PayRuleHours {
  return sumCategories(weeks.map((week) => week.counts));
}

function sumCategories(parts: readonly PayRuleHours[]): PayRuleHours {
  const total: PayRuleHours = {};
  for (const part of parts) {
    for (const [code, value] of Object.entries(part)) {
      total[code as PayRuleCode] = roundHours((total[code as PayRuleCode] ?? 0) + value);
    }
  }
  return total;
}

/**
 * The pay-rule categories a rule set gives lines for in the Lønudtræk: the categories of its bands (in
 * `SUPPLEMENT_CATEGORIES` order) and, with a threshold, the two overtime categories. Off: none.
 */
export function payRuleCategoriesOf(rules: PayRules | null): { code: PayRuleCode; label: string }[] {
  if (!rules?.enabled) return [];
  const used = new Set<PayRuleCode>(rules.bands.map((band) => band.category));
  if (rules.overtimeFiftyHours !== null) {
    used.add('OVERTID50');
    used.add('OVERTID100');
  }
  return PAY_RULE_CATEGORIES.filter((category) => used.has(category.code));
}
