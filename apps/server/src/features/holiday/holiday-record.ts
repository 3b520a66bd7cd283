import {
  danishToday,
  extraDaysBalance,
  formatMonth,
  type HolidayLedgerEntry,
  type HolidayOverview,
  type HolidayReminder,
  type HolidayRequestDto,
  type HolidaySettings,
  holidayBalanceKnown,
  holidayBalances,
  holidayHistoryStart,
  holidayReminders,
  LEDGER_KIND_LABELS,
  type LedgerRow,
  lapsedHolidayYears,
  monthlyAccruals,
  noticeGuidance,
  openHolidayYears,
  roundDays,
  TRANSFER_KIND_LABELS,
} from '@kollega/domain';
import { and, desc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  employees,
  holidayLedger,
  holidayRequests,
  holidaySettings,
  timeEntries,
} from '../../db/schema/index';
import { isUuid } from '../../db/uuid';
import { notFound } from '../../errors/app-error';
import type { Tx } from './deps';

type Reader = Db | Tx;
export type RequestRow = typeof holidayRequests.$inferSelect;
type LedgerDbRow = typeof holidayLedger.$inferSelect;

export interface HolidayEmployee {
  id: string;
  userId: string | null;
  firstName: string;
  lastName: string;
  email: string;
  department: string;
  startDate: string | null;
  endDate: string | null;
  employmentStatus: string;
  /** When the employee was added to Kollega: registrations are known from then on. */
  createdAt: Date;
}

const employeeColumns = {
  id: employees.id,
  userId: employees.userId,
  firstName: employees.firstName,
  lastName: employees.lastName,
  email: employees.email,
  department: employees.department,
  startDate: employees.startDate,
  endDate: employees.endDate,
  employmentStatus: employees.employmentStatus,
  createdAt: employees.createdAt,
};

export const nameOf = (employee: Pick<HolidayEmployee, 'firstName' | 'lastName'>) =>
  `${employee.firstName} ${employee.lastName}`.trim();

/** An employee of the company (not deleted), or 404 like another company's. */
export async function loadHolidayEmployee(
  db: Reader,
  companyId: string,
  employeeId: string,
): Promise<HolidayEmployee> {
  if (!isUuid(employeeId)) throw notFound();
  const [row] = await db
    .select(employeeColumns)
    .from(employees)
    .where(
      and(eq(employees.companyId, companyId), eq(employees.id, employeeId), isNull(employees.deletedAt)),
    );
  if (!row) throw notFound();
  return row;
}

/** Every current employee of the company, by name (the dashboard, the calendar, the export). */
export function loadCompanyEmployees(db: Reader, companyId: string): Promise<HolidayEmployee[]> {
  return db
    .select(employeeColumns)
    .from(employees)
    .where(and(eq(employees.companyId, companyId), isNull(employees.deletedAt)))
    .orderBy(employees.firstName, employees.lastName)
    .limit(5000);
}

export const DEFAULT_SETTINGS: HolidaySettings = {
  allowAdvance: false,
  extraDays: 0,
  extraDaysPeriod: 'calendarYear',
};

export async function loadHolidaySettings(db: Reader, companyId: string): Promise<HolidaySettings> {
  const [row] = await db.select().from(holidaySettings).where(eq(holidaySettings.companyId, companyId));
  if (!row) return DEFAULT_SETTINGS;
  return {
    allowAdvance: row.allowAdvance,
    extraDays: row.extraDays,
    extraDaysPeriod: row.extraDaysPeriod === 'holidayYear' ? 'holidayYear' : 'calendarYear',
  };
}

export function toRequestDto(
  row: RequestRow,
  employee: Pick<HolidayEmployee, 'id' | 'firstName' | 'lastName' | 'department'>,
): HolidayRequestDto {
  return {
    id: row.id,
    employee: { id: employee.id, name: nameOf(employee), department: employee.department },
    bucket: row.bucket === 'extra' ? 'extra' : 'holiday',
    from: row.fromDate,
    to: row.toDate,
    days: row.days,
    note: row.note,
    status: row.status as HolidayRequestDto['status'],
    decisionComment: row.decisionComment,
    decidedByName: row.decidedByName,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    noticeWarning:
      row.status === 'pending' ? noticeGuidance(row.fromDate, row.toDate, danishToday(row.createdAt)) : null,
  };
}

function toLedgerRow(row: LedgerDbRow): LedgerRow {
  return {
    bucket: row.bucket === 'extra' ? 'extra' : 'holiday',
    kind: row.kind as LedgerRow['kind'],
    year: row.year,
    days: row.days,
    signed: row.signedAt !== null,
    transferKind:
      row.transferKind === 'hindrance' || row.transferKind === 'fifthWeek' ? row.transferKind : null,
  };
}

/** What the balances of some employees are computed from: read in a handful of bounded queries. */
export interface BalanceData {
  holidayDates: Map<string, string[]>;
  extraDates: Map<string, string[]>;
  requests: Map<string, RequestRow[]>;
  ledger: Map<string, LedgerDbRow[]>;
}

function group<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

function datesBy(rows: { employeeId: string; date: string }[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const [employeeId, list] of group(rows, (row) => row.employeeId)) {
    map.set(
      employeeId,
      list.map((row) => row.date),
    );
  }
  return map;
}

/**
 * The registrations, requests and ledger behind the balances on `today`, for the given employees (or the whole
 * company), in three statements whatever their number. Holiday registrations are read from the retention bound
 * (`holidayHistoryStart`, five ferieår back): the domain allocates every day since the employee's start or opening
 * balance, so an older ferieår's earlier use is known (decision 026); they are about 25 a year per employee.
 * Feriefridage and requests only matter from 1 January of last year (the open periods); all end two years ahead.
 */
export async function loadBalanceData(
  db: Reader,
  companyId: string,
  today: string,
  employeeIds?: string[],
): Promise<BalanceData> {
  const oldest = openHolidayYears(today)[0] as number;
  const from = `${Math.min(oldest, Number(today.slice(0, 4)) - 1)}-01-01`;
  const until = `${Number(today.slice(0, 4)) + 2}-12-31`;
  const whoEntries = employeeIds ? [inArray(timeEntries.employeeId, employeeIds)] : [];
  const whoRequests = employeeIds ? [inArray(holidayRequests.employeeId, employeeIds)] : [];
  const whoLedger = employeeIds ? [inArray(holidayLedger.employeeId, employeeIds)] : [];
  const [entries, requests, ledger] = await Promise.all([
    db
      .select({
        id: timeEntries.id,
        employeeId: timeEntries.employeeId,
        date: timeEntries.date,
        type: timeEntries.type,
      })
      .from(timeEntries)
      .where(
        and(
          eq(timeEntries.companyId, companyId),
          ...whoEntries,
          or(
            and(eq(timeEntries.type, 'holiday'), gte(timeEntries.date, holidayHistoryStart(today))),
            and(eq(timeEntries.type, 'timeOff'), gte(timeEntries.date, from)),
          ),
          lte(timeEntries.date, until),
        ),
      ),
    db
      .select()
      .from(holidayRequests)
      .where(and(eq(holidayRequests.companyId, companyId), ...whoRequests, gte(holidayRequests.toDate, from)))
      .orderBy(desc(holidayRequests.fromDate))
      .limit(20_000),
    db
      .select()
      .from(holidayLedger)
      .where(and(eq(holidayLedger.companyId, companyId), ...whoLedger))
      .orderBy(holidayLedger.createdAt)
      .limit(20_000),
  ]);
  // The registrations approval made for feriefridage. A cancelled request keeps the days it had already used
  // (cancelling deletes only those after today), so they still count; a declined one never made any.
  const extraIds = new Set(
    requests
      .filter((r) => r.bucket === 'extra' && (r.status === 'approved' || r.status === 'cancelled'))
      .flatMap((r) => r.entryIds),
  );
  return {
    holidayDates: datesBy(entries.filter((e) => e.type === 'holiday')),
    extraDates: datesBy(entries.filter((e) => extraIds.has(e.id))),
    requests: group(requests, (r) => r.employeeId),
    ledger: group(ledger, (r) => r.employeeId),
  };
}

/** The domain's balances of one employee from the loaded data. */
export function balancesOf(
  data: BalanceData,
  employee: HolidayEmployee,
  settings: HolidaySettings,
  today: string,
) {
  const dates = (map: Map<string, string[]>) => map.get(employee.id) ?? [];
  const requests = data.requests.get(employee.id) ?? [];
  const pending = (bucket: string) =>
    requests
      .filter((r) => r.status === 'pending' && r.bucket === bucket)
      .map((r) => ({ from: r.fromDate, days: r.days }));
  const ledger = (data.ledger.get(employee.id) ?? []).map(toLedgerRow);
  const employment = { startDate: employee.startDate, endDate: employee.endDate };
  const holidayDates = dates(data.holidayDates);
  const extraDates = dates(data.extraDates);
  const input = { today, employment, holidayDates, pending: pending('holiday'), ledger };
  const years = holidayBalances(input);
  const extra =
    settings.extraDays > 0 || ledger.some((row) => row.bucket === 'extra') || extraDates.length > 0
      ? extraDaysBalance({
          today,
          daysPerPeriod: settings.extraDays,
          period: settings.extraDaysPeriod,
          employment,
          usedDates: extraDates,
          pending: pending('extra'),
          ledger,
        })
      : null;
  return {
    input,
    years,
    extra,
    holidayDates,
    extraDates,
    requests,
    ledgerRows: data.ledger.get(employee.id) ?? [],
  };
}

/** November's reminders and unsigned transfers (decision 026; the rule is the domain's holidayReminders). */
export function remindersOf(
  employee: HolidayEmployee,
  balances: ReturnType<typeof balancesOf>,
  today: string,
): HolidayReminder[] {
  return holidayReminders({
    employee: { id: employee.id, name: nameOf(employee), startDate: employee.startDate },
    years: balances.years,
    ledger: balances.input.ledger,
    today,
    balanceKnown: holidayBalanceKnown(balances.input),
  });
}

/** The ledger behind the figures: accruals by month, registrations, and the admin's rows, newest first. */
function ledgerOf(
  employee: HolidayEmployee,
  balances: ReturnType<typeof balancesOf>,
  today: string,
): HolidayLedgerEntry[] {
  const entries: HolidayLedgerEntry[] = [];
  const employment = { startDate: employee.startDate, endDate: employee.endDate };
  for (const year of openHolidayYears(today)) {
    for (const month of monthlyAccruals(year, employment)) {
      if (month.usableFrom > today) continue;
      entries.push({
        id: `accrual-${month.month}`,
        source: 'accrual',
        bucket: 'holiday',
        year,
        date: `${month.month}-01`,
        days: roundDays(month.days),
        text: `Optjent i ${formatMonth(month.month)}`,
        transferKind: null,
        signed: null,
      });
    }
  }
  const firstOpen = `${openHolidayYears(today)[0]}-09-01`;
  for (const date of [...new Set(balances.holidayDates)]) {
    if (date < firstOpen) continue;
    entries.push({
      id: `holiday-${date}`,
      source: 'registration',
      bucket: 'holiday',
      year: 0,
      date,
      days: -1,
      text: date > today ? 'Planlagt ferie' : 'Afholdt ferie',
      transferKind: null,
      signed: null,
    });
  }
  for (const date of [...new Set(balances.extraDates)]) {
    entries.push({
      id: `extra-${date}`,
      source: 'registration',
      bucket: 'extra',
      year: 0,
      date,
      days: -1,
      text: date > today ? 'Planlagt feriefridag' : 'Afholdt feriefridag',
      transferKind: null,
      signed: null,
    });
  }
  for (const row of balances.ledgerRows) {
    const transferKind =
      row.transferKind === 'hindrance' || row.transferKind === 'fifthWeek' ? row.transferKind : null;
    const label = LEDGER_KIND_LABELS[row.kind as keyof typeof LEDGER_KIND_LABELS] ?? row.kind;
    entries.push({
      id: row.id,
      source: row.kind as HolidayLedgerEntry['source'],
      bucket: row.bucket === 'extra' ? 'extra' : 'holiday',
      year: row.year,
      date: danishToday(row.createdAt),
      days: row.kind === 'transfer' ? -row.days : row.days,
      text: [label, transferKind ? TRANSFER_KIND_LABELS[transferKind] : '', row.note]
        .filter(Boolean)
        .join(': '),
      transferKind,
      signed: row.kind === 'transfer' ? row.signedAt !== null : null,
    });
  }
  return entries.sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
}

/** One employee's Ferie tab (admin) or the employee app's holiday screen. */
export async function buildOverview(
  db: Reader,
  companyId: string,
  employee: HolidayEmployee,
  today: string = danishToday(),
): Promise<HolidayOverview> {
  const [settings, data] = await Promise.all([
    loadHolidaySettings(db, companyId),
    loadBalanceData(db, companyId, today, [employee.id]),
  ]);
  const balances = balancesOf(data, employee, settings, today);
  return {
    employee: { id: employee.id, name: nameOf(employee), startDate: employee.startDate },
    today,
    years: balances.years,
    extra: balances.extra,
    ledger: ledgerOf(employee, balances, today),
    requests: balances.requests.slice(0, 100).map((row) => toRequestDto(row, employee)),
    reminders: remindersOf(employee, balances, today),
    lapsed: lapsedHolidayYears(balances.input, danishToday(employee.createdAt)),
    settings,
  };
}
