import {
  extraDaysBalance,
  type HolidayReminder,
  type HolidaySettings,
  holidayBalanceKnown,
  holidayBalances,
  holidayHistoryStart,
  holidayReminders,
  type LedgerRow,
  openHolidayYears,
} from '@kollega/domain';
import { and, desc, eq, gte, inArray, lte, or } from 'drizzle-orm';
import { holidayLedger, holidayRequests, timeEntries } from '../../db/schema/index';
import { independentReads, type Reader } from '../../services/context';
import {
  type HolidayEmployee,
  type LedgerDbRow,
  loadCompanyEmployees,
  loadHolidaySettings,
  nameOf,
  type RequestRow,
} from './holiday-record';

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

/** The first day feriefridage and requests matter on `today`: 1 January of last year, or the oldest open ferieår's. */
export function balanceDataStart(today: string): string {
  const oldest = openHolidayYears(today)[0] as number;
  return `${Math.min(oldest, Number(today.slice(0, 4)) - 1)}-01-01`;
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
  const from = balanceDataStart(today);
  const until = `${Number(today.slice(0, 4)) + 2}-12-31`;
  const whoEntries = employeeIds ? [inArray(timeEntries.employeeId, employeeIds)] : [];
  const whoRequests = employeeIds ? [inArray(holidayRequests.employeeId, employeeIds)] : [];
  const whoLedger = employeeIds ? [inArray(holidayLedger.employeeId, employeeIds)] : [];
  const [entries, requests, ledger] = await independentReads(db, [
    () =>
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
    () =>
      db
        .select()
        .from(holidayRequests)
        .where(
          and(eq(holidayRequests.companyId, companyId), ...whoRequests, gte(holidayRequests.toDate, from)),
        )
        .orderBy(desc(holidayRequests.fromDate))
        .limit(20_000),
    () =>
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

/** One employee's balances on `today`, and the company's settings they were computed with. */
export async function loadEmployeeBalances(
  db: Reader,
  companyId: string,
  employee: HolidayEmployee,
  today: string,
) {
  const [settings, data] = await independentReads(db, [
    () => loadHolidaySettings(db, companyId),
    () => loadBalanceData(db, companyId, today, [employee.id]),
  ]);
  return { settings, balances: balancesOf(data, employee, settings, today) };
}

/** Every current employee of the company with what their balances on `today` are computed from (dashboard, export). */
export async function loadCompanyBalances(db: Reader, companyId: string, today: string) {
  const [people, settings, data] = await independentReads(db, [
    () => loadCompanyEmployees(db, companyId),
    () => loadHolidaySettings(db, companyId),
    () => loadBalanceData(db, companyId, today),
  ]);
  return { people, settings, data };
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
