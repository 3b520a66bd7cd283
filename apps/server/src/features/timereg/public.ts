import {
  type IsoDate,
  isPublicHoliday,
  type MissingEntryReminder,
  type ParentalLeaveKind,
  parseMissingEntryReminder,
  pickSetting,
  scheduledMinutes,
} from '@kollega/domain';
import { and, asc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import {
  companies,
  companyDaysOff,
  employees,
  timeEntries,
  timeLogSettings,
  timeLogWarnings,
} from '../../db/schema/index';
import { independentReads, type Reader } from '../../services/context';
import { registersTimeCondition } from './timereg-employees';
import { loadCompanyCalendar, loadSettingRows, type SettingRow, settingSourcesFor } from './timereg-record';

/**
 * What other features may use of time registration (DESIGN.md: "A feature uses another only through that
 * feature's public.ts"; scripts/check-boundaries.mjs lets nothing else through). Today: what Sygefravær
 * (issue 29) reads of the Sygdom and Barsel registrations and the norm; the rule of who registers time (time-registration §5)
 * the dashboard counts by; the holiday feature's way into time registration (decision 026); and the two exports the
 * background export jobs make (decision 035); Overblik itself and the 11-hour warnings, which Rapporter sums
 * (decision 042).
 */

export { holidayTimereg } from './holiday-absence';
export { exportMyPdf } from './me/export-my-registrations';
export { loadOverviewExportRows } from './overview/export-overview';
export { buildOverview, buildOverviewOfEveryone } from './overview/get-overview';
export { registersTimeCondition, registersTimeInCompanies } from './timereg-employees';

/** One day's Sygdom hours of an employee (several registrations of a day summed). */
export interface SickEntryDay {
  employeeId: string;
  date: IsoDate;
  hours: number;
}

/** Which registrations of one absence type a read takes: the company's employees' (or `employeeIds`'), from `from` on (up to `to`). */
interface TypeEntriesRange {
  employeeIds?: readonly string[];
  from: IsoDate;
  to?: IsoDate;
}

function typeEntriesWhere(companyId: string, type: 'sickLeave' | 'parentalLeave', range: TypeEntriesRange) {
  return and(
    eq(timeEntries.companyId, companyId),
    eq(timeEntries.type, type),
    gte(timeEntries.date, range.from),
    range.to ? lte(timeEntries.date, range.to) : undefined,
    range.employeeIds ? inArray(timeEntries.employeeId, [...range.employeeIds]) : undefined,
  );
}

/**
 * The Sygdom registrations of the company's employees (or of `employeeIds`) from `from` on (up to `to` when
 * given), by employee and date.
 */
export async function loadSickEntryDays(
  db: Reader,
  companyId: string,
  options: TypeEntriesRange,
): Promise<SickEntryDay[]> {
  if (options.employeeIds?.length === 0) return [];
  const rows = await db
    .select({
      employeeId: timeEntries.employeeId,
      date: timeEntries.date,
      hours: sql<string>`sum(${timeEntries.hours})`,
    })
    .from(timeEntries)
    .where(typeEntriesWhere(companyId, 'sickLeave', options))
    .groupBy(timeEntries.employeeId, timeEntries.date);
  return rows.map((row) => ({ employeeId: row.employeeId, date: row.date, hours: Number(row.hours) }));
}

/** One Barsel registration (decision 044's kind and `with_pay`) of an employee. */
export interface ParentalLeaveEntry {
  employeeId: string;
  date: IsoDate;
  kind: ParentalLeaveKind;
  withPay: boolean;
}

/**
 * The Barsel registrations of the company's employees (or of `employeeIds`) from `from` on: what Barsel's refusion
 * deadline (decision 056) is computed from. One row a registration; a day's several registrations are the domain's
 * to join.
 */
export async function loadParentalLeaveEntries(
  db: Reader,
  companyId: string,
  options: Omit<TypeEntriesRange, 'to'>,
): Promise<ParentalLeaveEntry[]> {
  if (options.employeeIds?.length === 0) return [];
  const rows = await db
    .select({
      employeeId: timeEntries.employeeId,
      date: timeEntries.date,
      kind: timeEntries.absenceKind,
      withPay: timeEntries.withPay,
    })
    .from(timeEntries)
    .where(typeEntriesWhere(companyId, 'parentalLeave', options));
  // The registration schema requires both details of a Barsel registration (decision 044).
  return rows.map((row) => ({
    employeeId: row.employeeId,
    date: row.date,
    kind: row.kind as ParentalLeaveKind,
    withPay: row.withPay === true,
  }));
}

/**
 * The companies among `companyIds` with a Sygdom registration from `sickLeaveFrom` on or a paid Barsel
 * registration from `paidParentalLeaveFrom` on: the notification scan's one statement per page that leaves out
 * the companies that cannot have a sickness or Barsel deadline close (decision 068). Across companies: the
 * scheduler's job only (decision 040).
 */
export async function companiesWithAbsenceSince(
  db: Reader,
  companyIds: readonly string[],
  since: { sickLeaveFrom: IsoDate; paidParentalLeaveFrom: IsoDate },
): Promise<Set<string>> {
  if (companyIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ companyId: timeEntries.companyId })
    .from(timeEntries)
    .where(
      and(
        inArray(timeEntries.companyId, [...companyIds]),
        or(
          and(eq(timeEntries.type, 'sickLeave'), gte(timeEntries.date, since.sickLeaveFrom)),
          and(
            eq(timeEntries.type, 'parentalLeave'),
            eq(timeEntries.withPay, true),
            gte(timeEntries.date, since.paidParentalLeaveFrom),
          ),
        ),
      ),
    );
  return new Set(rows.map((row) => row.companyId));
}

/** Every hour an employee registered from `from` to `to` (work and absence): the 74 hours of the eligibility hint. */
export async function registeredHours(
  db: Reader,
  companyId: string,
  employeeId: string,
  from: IsoDate,
  to: IsoDate,
): Promise<number> {
  const [row] = await db
    .select({ hours: sql<string | null>`sum(${timeEntries.hours})` })
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.companyId, companyId),
        eq(timeEntries.employeeId, employeeId),
        gte(timeEntries.date, from),
        lte(timeEntries.date, to),
      ),
    );
  return Number(row?.hours ?? 0);
}

/** A day's scheduled norm for one employee, past or future: what a sick day replaces. */
export interface NormCalendar {
  /** The day's norm hours under the norm week in force; 0 on a public holiday or a company day off. */
  normHoursOn(date: IsoDate): number;
}

/**
 * The norm calendars of the company's employees (time registration's rules: the setting in force each day,
 * docs/rules/timereg.md#ruling-13; public holidays and company days off have no norm, docs/rules/timereg.md#ruling-9). Unlike the plus/minus norm,
 * future days count too: a sygemelding runs into the future.
 */
export async function loadNormCalendars(
  db: Reader,
  companyId: string,
): Promise<(employee: { id: string; individualTimeLogSettings: boolean }) => NormCalendar> {
  const [rows, calendar] = await independentReads(db, [
    () => loadSettingRows(db, companyId),
    () => loadCompanyCalendar(db, companyId),
  ]);
  return normCalendarsFrom(rows, calendar.daysOff);
}

type NormCalendarsOf = (employee: { id: string; individualTimeLogSettings: boolean }) => NormCalendar;

function normCalendarsFrom(rows: readonly SettingRow[], daysOff: ReadonlySet<string>): NormCalendarsOf {
  return (employee) => {
    const sources = settingSourcesFor(rows, employee);
    return {
      normHoursOn(date) {
        if (daysOff.has(date) || isPublicHoliday(date)) return 0;
        return scheduledMinutes(pickSetting(sources, date), date) / 60;
      },
    };
  };
}

/**
 * `loadNormCalendars` for several companies in two statements (the notification scan's page, decision 040; the
 * job only, never the request path): each company's calendars from its own settings and days off.
 */
export async function loadNormCalendarsOfCompanies(
  db: Reader,
  companyIds: readonly string[],
): Promise<(companyId: string) => NormCalendarsOf> {
  if (companyIds.length === 0) return () => normCalendarsFrom([], new Set());
  const [rows, daysOff] = await independentReads(db, [
    () =>
      db
        .select()
        .from(timeLogSettings)
        .where(inArray(timeLogSettings.companyId, [...companyIds]))
        // The order `loadSettingRows` keeps: the last saved setting in force wins (issue 23).
        .orderBy(asc(timeLogSettings.createdAt), asc(timeLogSettings.createdDate)),
    () =>
      db
        .select({ companyId: companyDaysOff.companyId, date: companyDaysOff.date })
        .from(companyDaysOff)
        .where(inArray(companyDaysOff.companyId, [...companyIds])),
  ]);
  const rowsOf = new Map<string, SettingRow[]>();
  for (const row of rows) rowsOf.set(row.companyId, [...(rowsOf.get(row.companyId) ?? []), row]);
  const daysOffOf = new Map<string, Set<string>>();
  for (const day of daysOff)
    daysOffOf.set(day.companyId, (daysOffOf.get(day.companyId) ?? new Set()).add(day.date));
  const calendars = new Map<string, NormCalendarsOf>();
  return (companyId) => {
    let calendar = calendars.get(companyId);
    if (!calendar) {
      calendar = normCalendarsFrom(rowsOf.get(companyId) ?? [], daysOffOf.get(companyId) ?? new Set());
      calendars.set(companyId, calendar);
    }
    return calendar;
  };
}

/** The ids of the company's employees who register time (time-registration §5), of those asked about. */
export async function whoRegistersTime(
  db: Reader,
  companyId: string,
  employeeIds: readonly string[],
): Promise<Set<string>> {
  if (employeeIds.length === 0) return new Set();
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(registersTimeCondition(companyId), inArray(employees.id, [...employeeIds])));
  return new Set(rows.map((row) => row.id));
}

/** The days of the 11-hour warnings of the company's employees whose periods begin from `from` to `to` (Rapporter). */
export async function loadRestWarningDays(
  db: Reader,
  companyId: string,
  range: { from: IsoDate; to: IsoDate },
): Promise<{ employeeId: string; fromDate: IsoDate }[]> {
  return db
    .select({ employeeId: timeLogWarnings.employeeId, fromDate: timeLogWarnings.fromDate })
    .from(timeLogWarnings)
    .where(
      and(
        eq(timeLogWarnings.companyId, companyId),
        eq(timeLogWarnings.type, '11HourWarning'),
        gte(timeLogWarnings.fromDate, range.from),
        lte(timeLogWarnings.fromDate, range.to),
      ),
    );
}

/**
 * The registered hours of the given entry types per employee, type and month ('YYYY-MM') from `from` to `to`:
 * Overblik's category hours (`daySummary` sums a type's hours; Ferie, counted in days, is not asked for here),
 * summed in SQL for Rapporter's monthly figures in one read of the registrations (decision 042).
 */
export async function loadMonthlyTypeHours<Type extends 'overtime' | 'sickLeave' | 'work' | 'timeOff'>(
  db: Reader,
  companyId: string,
  options: { types: readonly Type[]; from: IsoDate; to: IsoDate },
): Promise<{ employeeId: string; type: Type; month: string; hours: number }[]> {
  if (options.types.length === 0) return [];
  const month = sql<string>`to_char(${timeEntries.date}, 'YYYY-MM')`;
  const rows = await db
    .select({
      employeeId: timeEntries.employeeId,
      type: timeEntries.type,
      month,
      hours: sql<string>`sum(${timeEntries.hours})`,
    })
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.companyId, companyId),
        inArray(timeEntries.type, [...options.types]),
        gte(timeEntries.date, options.from),
        lte(timeEntries.date, options.to),
      ),
    )
    .groupBy(timeEntries.employeeId, timeEntries.type, month);
  return rows.map((row) => ({
    employeeId: row.employeeId,
    type: row.type as Type,
    month: row.month,
    hours: Number(row.hours),
  }));
}

/**
 * The company's 'Påmindelse om manglende registrering' (issue 26, decision 040): what the notification scan and
 * the recipients' deliveries follow.
 */
export async function loadMissingEntryReminder(db: Reader, companyId: string): Promise<MissingEntryReminder> {
  const [row] = await db
    .select({ reminder: companies.missingEntryReminder })
    .from(companies)
    .where(eq(companies.id, companyId));
  return parseMissingEntryReminder(row?.reminder);
}

/** Which of `employeeIds` have any registration (work or absence) on each of `dates`, as 'employeeId:date'. */
export async function daysWithEntries(
  db: Reader,
  companyId: string,
  employeeIds: readonly string[],
  dates: readonly IsoDate[],
): Promise<Set<string>> {
  if (employeeIds.length === 0 || dates.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ employeeId: timeEntries.employeeId, date: timeEntries.date })
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.companyId, companyId),
        inArray(timeEntries.employeeId, [...employeeIds]),
        inArray(timeEntries.date, [...dates]),
      ),
    );
  return new Set(rows.map((row) => `${row.employeeId}:${row.date}`));
}

/**
 * `daysWithEntries` for several companies in one statement (the notification scan's page, decision 040; the job
 * only): every employee of theirs with any registration on one of `dates`, as 'employeeId:date'.
 */
export async function daysWithEntriesOfCompanies(
  db: Reader,
  companyIds: readonly string[],
  dates: readonly IsoDate[],
): Promise<Set<string>> {
  if (companyIds.length === 0 || dates.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ employeeId: timeEntries.employeeId, date: timeEntries.date })
    .from(timeEntries)
    .where(and(inArray(timeEntries.companyId, [...companyIds]), inArray(timeEntries.date, [...dates])));
  return new Set(rows.map((row) => `${row.employeeId}:${row.date}`));
}
