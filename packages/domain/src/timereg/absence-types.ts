import { z } from 'zod';
import type { IsoDate } from '../dates/calendar';
import { formatDecimal } from '../format/format-number';
import {
  OPTIONAL_ABSENCE_TYPE_NAMES,
  OPTIONAL_ABSENCE_TYPES,
  type OptionalAbsenceType,
  optionalAbsenceTypeSchema,
  type TimeEntryType,
} from './entry-types';
import { cleanHours } from './rounding';

/**
 * Issue 34 (decision 044): the optional absence types' rules. A company chooses which it uses, whether each
 * stands in for the norm (plus/minus), and the yearly quotas of Omsorgsdag and Seniordag; some types carry a
 * detail on each registration (Barns sygedag's 1. or 2. day, Barsel's kind and pay, Tjenestefri's pay).
 */
export const ABSENCE_TYPE_MESSAGES = {
  saved: 'Fraværstyperne er gemt.',
  quotaRange: 'Kvoten skal være mellem 0 og 50 dage om året.',
  ageRange: 'Alderen skal være mellem 18 og 80 år.',
  childSickDayMissing: 'Vælg 1. eller 2. sygedag.',
  parentalKindMissing: 'Vælg typen af orlov.',
  salaryMissing: 'Angiv, om virksomheden betaler løn.',
  payMissing: 'Angiv, om tjenestefriheden er med eller uden løn.',
  detailNotAllowed: 'Fraværstypen har ingen af disse oplysninger.',
  notEnabled: 'Virksomheden bruger ikke denne fraværstype.',
  quotaExceeded: 'Registreringen overskrider årets kvote for fraværstypen.',
  /** Barsel may span months (decision 044); every other absence a year at most. */
  parentalTooLong: 'Højst to år ad gangen',
  notEnabledNamed: (type: OptionalAbsenceType) =>
    `Virksomheden bruger ikke fraværstypen ${OPTIONAL_ABSENCE_TYPE_NAMES[type]}. Den kan vælges under Indstillinger.`,
  quotaExceededNamed: (type: OptionalAbsenceType, year: number, used: number, quota: number) =>
    `Der er ikke flere ${QUOTA_UNIT_PLURAL[type as QuotaAbsenceType] ?? 'dage'} tilbage i ${year}: ${formatDays(used)} af ${formatDays(quota)} dage ville være brugt.`,
  belowAge: (age: number) => `Seniordage gives fra medarbejderen fylder ${age} år.`,
  noBirthDate: 'Medarbejderen har ingen fødselsdato, så retten til seniordage kan ikke afgøres.',
} as const;

/** The types with a yearly quota (per calendar year). */
export const QUOTA_ABSENCE_TYPES = ['careDay', 'seniorDay'] as const satisfies readonly OptionalAbsenceType[];
export type QuotaAbsenceType = (typeof QUOTA_ABSENCE_TYPES)[number];
const QUOTA_UNIT_PLURAL: Readonly<Record<QuotaAbsenceType, string>> = {
  careDay: 'omsorgsdage',
  seniorDay: 'seniordage',
};

export function isQuotaAbsenceType(type: string): type is QuotaAbsenceType {
  return (QUOTA_ABSENCE_TYPES as readonly string[]).includes(type);
}

/** Barsel's kinds (barselsloven): graviditetsorlov, barselsorlov, fædreorlov, forældreorlov. */
export const PARENTAL_LEAVE_KINDS = ['pregnancy', 'maternity', 'paternity', 'parental'] as const;
export const PARENTAL_LEAVE_KIND_NAMES: Readonly<Record<(typeof PARENTAL_LEAVE_KINDS)[number], string>> = {
  pregnancy: 'Graviditetsorlov',
  maternity: 'Barselsorlov',
  paternity: 'Fædreorlov',
  parental: 'Forældreorlov',
};
/** Barns sygedag: the child's first or second sick day (the agreements give one or two). */
export const CHILD_SICK_DAYS = ['first', 'second'] as const;
export const CHILD_SICK_DAY_NAMES: Readonly<Record<(typeof CHILD_SICK_DAYS)[number], string>> = {
  first: '1. dag',
  second: '2. dag',
};
/** Every value `absenceKind` may hold, by type. */
export const ABSENCE_KINDS = [...PARENTAL_LEAVE_KINDS, ...CHILD_SICK_DAYS] as const;
export type AbsenceKind = (typeof ABSENCE_KINDS)[number];
export const absenceKindSchema = z.enum(ABSENCE_KINDS);

/** The words for a registration's detail ('Barselsorlov, med løn', '2. dag', 'uden løn'); '' when none. */
export function absenceDetailText(
  type: TimeEntryType,
  absenceKind: string | null | undefined,
  withPay: boolean | null | undefined,
): string {
  const parts: string[] = [];
  if (type === 'parentalLeave' && absenceKind)
    parts.push(PARENTAL_LEAVE_KIND_NAMES[absenceKind as keyof typeof PARENTAL_LEAVE_KIND_NAMES] ?? '');
  if (type === 'childSick' && absenceKind)
    parts.push(CHILD_SICK_DAY_NAMES[absenceKind as keyof typeof CHILD_SICK_DAY_NAMES] ?? '');
  if ((type === 'parentalLeave' || type === 'leaveOfAbsence') && withPay != null)
    parts.push(withPay ? 'med løn' : 'uden løn');
  return parts.filter(Boolean).join(', ');
}

/**
 * The detail a registration of `type` must carry, or the message of what is wrong (null when right): Barns
 * sygedag names its day, Barsel its kind and whether the company pays salary, Tjenestefri whether it is paid;
 * every other type carries none.
 */
export function absenceDetailProblem(entry: {
  type: TimeEntryType;
  absenceKind?: string | null;
  withPay?: boolean | null;
}): { path: 'absenceKind' | 'withPay'; message: string } | null {
  const kind = entry.absenceKind ?? null;
  const pay = entry.withPay ?? null;
  switch (entry.type) {
    case 'childSick':
      if (!kind || !(CHILD_SICK_DAYS as readonly string[]).includes(kind))
        return { path: 'absenceKind', message: ABSENCE_TYPE_MESSAGES.childSickDayMissing };
      if (pay !== null) return { path: 'withPay', message: ABSENCE_TYPE_MESSAGES.detailNotAllowed };
      return null;
    case 'parentalLeave':
      if (!kind || !(PARENTAL_LEAVE_KINDS as readonly string[]).includes(kind))
        return { path: 'absenceKind', message: ABSENCE_TYPE_MESSAGES.parentalKindMissing };
      if (pay === null) return { path: 'withPay', message: ABSENCE_TYPE_MESSAGES.salaryMissing };
      return null;
    case 'leaveOfAbsence':
      if (pay === null) return { path: 'withPay', message: ABSENCE_TYPE_MESSAGES.payMissing };
      if (kind !== null) return { path: 'absenceKind', message: ABSENCE_TYPE_MESSAGES.detailNotAllowed };
      return null;
    default:
      if (kind !== null) return { path: 'absenceKind', message: ABSENCE_TYPE_MESSAGES.detailNotAllowed };
      if (pay !== null) return { path: 'withPay', message: ABSENCE_TYPE_MESSAGES.detailNotAllowed };
      return null;
  }
}

/** One type's settings: used or not, whether it stands in for the norm, its yearly quota and (Seniordag) age. */
export const absenceTypeSettingSchema = z.object({
  enabled: z.boolean(),
  /** Stands in for the norm in plus/minus like Ferie and Sygdom; when not, its hours leave a minus. */
  standsInForNorm: z.boolean(),
  /** Days per calendar year (Omsorgsdag, Seniordag only; null for the rest). */
  quotaDays: z
    .number()
    .min(0, ABSENCE_TYPE_MESSAGES.quotaRange)
    .max(50, ABSENCE_TYPE_MESSAGES.quotaRange)
    .multipleOf(0.5, ABSENCE_TYPE_MESSAGES.quotaRange)
    .nullable(),
  /** Seniordag: the age from which the employee has the quota (from the birthday on). Null for the rest. */
  fromAge: z
    .number()
    .int(ABSENCE_TYPE_MESSAGES.ageRange)
    .min(18, ABSENCE_TYPE_MESSAGES.ageRange)
    .max(80, ABSENCE_TYPE_MESSAGES.ageRange)
    .nullable(),
});
export type AbsenceTypeSetting = z.infer<typeof absenceTypeSettingSchema>;

/** GET/PUT /api/timereg/absence-types: every optional type's settings (stored on the company as JSON). */
export const absenceTypeSettingsSchema = z
  .object({
    parentalLeave: absenceTypeSettingSchema,
    childSick: absenceTypeSettingSchema,
    careDay: absenceTypeSettingSchema,
    seniorDay: absenceTypeSettingSchema,
    timeOffInLieu: absenceTypeSettingSchema,
    leaveOfAbsence: absenceTypeSettingSchema,
    course: absenceTypeSettingSchema,
  })
  .superRefine((settings, context) => {
    for (const type of OPTIONAL_ABSENCE_TYPES) {
      const setting = settings[type];
      // A quota only where it applies; Omsorgsdag and Seniordag always have one, Seniordag an age too.
      if (isQuotaAbsenceType(type) !== (setting.quotaDays !== null))
        context.addIssue({
          code: 'custom',
          path: [type, 'quotaDays'],
          message: ABSENCE_TYPE_MESSAGES.quotaRange,
        });
      if ((type === 'seniorDay') !== (setting.fromAge !== null))
        context.addIssue({
          code: 'custom',
          path: [type, 'fromAge'],
          message: ABSENCE_TYPE_MESSAGES.ageRange,
        });
    }
  });
export type AbsenceTypeSettings = z.infer<typeof absenceTypeSettingsSchema>;

/**
 * The settings of a company that never saved any: every type off, each standing in for the norm (as Ferie,
 * Sygdom and Fri do), Omsorgsdag 2 days per calendar year (the common agreements' number), Seniordag 2 days
 * from 62 years (decision 044: a starting point the company changes).
 */
export const DEFAULT_ABSENCE_TYPE_SETTINGS: AbsenceTypeSettings = Object.freeze({
  parentalLeave: { enabled: false, standsInForNorm: true, quotaDays: null, fromAge: null },
  childSick: { enabled: false, standsInForNorm: true, quotaDays: null, fromAge: null },
  careDay: { enabled: false, standsInForNorm: true, quotaDays: 2, fromAge: null },
  seniorDay: { enabled: false, standsInForNorm: true, quotaDays: 2, fromAge: 62 },
  timeOffInLieu: { enabled: false, standsInForNorm: true, quotaDays: null, fromAge: null },
  leaveOfAbsence: { enabled: false, standsInForNorm: true, quotaDays: null, fromAge: null },
  course: { enabled: false, standsInForNorm: true, quotaDays: null, fromAge: null },
});

/** The optional types a company uses, in the fixed order. */
export function enabledAbsenceTypes(settings: AbsenceTypeSettings): OptionalAbsenceType[] {
  return OPTIONAL_ABSENCE_TYPES.filter((type) => settings[type].enabled);
}

/** The optional types whose hours do not stand in for the norm (NormOptions.uncreditedTypes). */
export function uncreditedAbsenceTypes(settings: AbsenceTypeSettings): ReadonlySet<string> {
  return new Set(OPTIONAL_ABSENCE_TYPES.filter((type) => !settings[type].standsInForNorm));
}

/**
 * Whether a registration of `type` is allowed by the company's choice: Arbejde, Overarbejde, Ferie, Sygdom and
 * Fri always; an optional type only when the company uses it.
 */
export function isTypeEnabled(settings: AbsenceTypeSettings, type: TimeEntryType): boolean {
  const parsed = optionalAbsenceTypeSchema.safeParse(type);
  return !parsed.success || settings[parsed.data].enabled;
}

/** Completed years on `date` of someone born on `birthDate` (a 29 February birthday counts from 1 March). */
export function ageOn(birthDate: IsoDate, date: IsoDate): number {
  const years = Number(date.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return date.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

/**
 * How many quota days one registration uses: a full day (its hours at least the day's norm, or a day without
 * norm) is 1; hours are their share of the day's norm ('3,75 of 7,5' is ½ day), to two decimals.
 */
export function quotaDaysOf(hours: number, dayNormHours: number): number {
  if (dayNormHours <= 0 || hours >= dayNormHours) return 1;
  return Math.round((hours / dayNormHours) * 100) / 100;
}

/**
 * The quota of `type` that applies on `date`, in days; null when the type has none. Omsorgsdag: the company's
 * number per calendar year. Seniordag: the number from the birthday on which the employee reaches the company's
 * age (the day before it, 0); 0 without a birth date.
 */
export function quotaOn(
  settings: AbsenceTypeSettings,
  type: TimeEntryType,
  date: IsoDate,
  birthDate: IsoDate | null,
): number | null {
  if (!isQuotaAbsenceType(type)) return null;
  const setting = settings[type];
  const days = setting.quotaDays ?? 0;
  if (type === 'careDay') return days;
  if (!birthDate || setting.fromAge === null) return 0;
  return ageOn(birthDate, date) >= setting.fromAge ? days : 0;
}

/** A quota registration's day: its date and the days it uses (`quotaDaysOf`). */
export interface QuotaDay {
  date: IsoDate;
  days: number;
}

export type QuotaRefusal =
  | { reason: 'quota'; date: IsoDate; year: number; used: number; quota: number }
  | { reason: 'belowAge'; date: IsoDate; age: number }
  | { reason: 'noBirthDate'; date: IsoDate };

/**
 * Whether adding `adding` to the registrations already made (`existing`, any years) would take a calendar year
 * past its quota: the first day that does, or null. Each calendar year has its own quota (1 January starts
 * afresh); Seniordag's quota applies from the birthday on, so a day before it is refused by age.
 */
export function quotaRefusal(input: {
  settings: AbsenceTypeSettings;
  type: TimeEntryType;
  birthDate: IsoDate | null;
  existing: readonly QuotaDay[];
  adding: readonly QuotaDay[];
}): QuotaRefusal | null {
  const { settings, type, birthDate } = input;
  if (!isQuotaAbsenceType(type)) return null;
  const usedByYear = new Map<number, number>();
  for (const day of input.existing) {
    const year = Number(day.date.slice(0, 4));
    usedByYear.set(year, (usedByYear.get(year) ?? 0) + day.days);
  }
  for (const day of [...input.adding].sort((a, b) => a.date.localeCompare(b.date))) {
    const quota = quotaOn(settings, type, day.date, birthDate) ?? 0;
    if (type === 'seniorDay' && quota === 0 && (settings.seniorDay.quotaDays ?? 0) > 0) {
      if (!birthDate) return { reason: 'noBirthDate', date: day.date };
      return { reason: 'belowAge', date: day.date, age: settings.seniorDay.fromAge ?? 0 };
    }
    const year = Number(day.date.slice(0, 4));
    const used = cleanHours((usedByYear.get(year) ?? 0) + day.days);
    if (used > quota + 1e-9) return { reason: 'quota', date: day.date, year, used, quota };
    usedByYear.set(year, used);
  }
  return null;
}

/** The Danish message of a refusal. */
export function quotaRefusalText(type: OptionalAbsenceType, refusal: QuotaRefusal): string {
  if (refusal.reason === 'belowAge') return ABSENCE_TYPE_MESSAGES.belowAge(refusal.age);
  if (refusal.reason === 'noBirthDate') return ABSENCE_TYPE_MESSAGES.noBirthDate;
  return ABSENCE_TYPE_MESSAGES.quotaExceededNamed(type, refusal.year, refusal.used, refusal.quota);
}

/** One type's balance in a calendar year: the quota (as on the year's last day), used and left, in days. */
export interface AbsenceBalance {
  type: QuotaAbsenceType;
  label: string;
  year: number;
  quota: number;
  used: number;
  remaining: number;
}

/**
 * The quota balances of a calendar year for the types the company uses ('1 af 2'), like Ferie's balance.
 * `used` are the year's registrations per type. Seniordag's quota is the one on the year's last day, so the
 * year an employee reaches the age shows it.
 */
export function absenceBalances(input: {
  settings: AbsenceTypeSettings;
  year: number;
  birthDate: IsoDate | null;
  used: Readonly<Partial<Record<QuotaAbsenceType, readonly QuotaDay[]>>>;
}): AbsenceBalance[] {
  const { settings, year } = input;
  return QUOTA_ABSENCE_TYPES.filter((type) => settings[type].enabled).map((type) => {
    const quota = quotaOn(settings, type, `${year}-12-31`, input.birthDate) ?? 0;
    let used = 0;
    for (const day of input.used[type] ?? []) if (day.date.startsWith(`${year}-`)) used += day.days;
    used = cleanHours(used);
    return {
      type,
      label: OPTIONAL_ABSENCE_TYPE_NAMES[type],
      year,
      quota,
      used,
      remaining: cleanHours(Math.max(0, quota - used)),
    };
  });
}

/** '1 af 2' (days, Danish decimals when a half day is used: '1,5 af 2'). */
export function formatAbsenceBalance(balance: Pick<AbsenceBalance, 'used' | 'quota'>): string {
  return `${formatDays(balance.used)} af ${formatDays(balance.quota)}`;
}

function formatDays(days: number): string {
  return Number.isInteger(days) ? String(days) : formatDecimal(days);
}

export const absenceBalanceSchema = z.object({
  type: z.enum(QUOTA_ABSENCE_TYPES),
  label: z.string(),
  year: z.number().int(),
  quota: z.number(),
  used: z.number(),
  remaining: z.number(),
});
/** GET …/absence-balances: the year's balances of the quota types the company uses. */
export const absenceBalancesResponseSchema = z.object({
  year: z.number().int(),
  balances: z.array(absenceBalanceSchema),
});
export type AbsenceBalancesResponse = z.infer<typeof absenceBalancesResponseSchema>;
export const absenceBalancesQuerySchema = z.object({
  year: z.coerce.number().int().min(2024).max(2100).optional(),
});

/** What the employee app's form needs: the optional types the company uses. */
export const enabledAbsenceTypesResponseSchema = z.object({
  types: z.array(optionalAbsenceTypeSchema),
});
