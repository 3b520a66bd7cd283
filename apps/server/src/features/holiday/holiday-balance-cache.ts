import type { HolidayReminder, HolidaySettings } from '@kollega/domain';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { employees, holidayBalanceCache, holidaySettings } from '../../db/schema/index';
import type { Reader, Writer } from '../../services/context';
import { balancesOf, loadBalanceData, remindersOf } from './holiday-balances';
import {
  COMPANY_EMPLOYEES_LIMIT,
  COMPANY_EMPLOYEES_ORDER,
  currentEmployeesOf,
  employeeColumns,
  type HolidayEmployee,
  type HolidaySettingsRow,
  holidaySettingsOf,
  nameOf,
} from './holiday-record';

/** A reminder as stored: the name is read from the employee when shown, so renaming needs no recomputation. */
type StoredReminder = Omit<HolidayReminder, 'employeeName'>;

/**
 * What an employee's reminders depend on besides the rows the triggers watch: the employment dates and the
 * company's settings (the feriefridage period changes the balances the same reminders are computed beside).
 */
function inputsOf(employee: HolidayEmployee, settings: HolidaySettings): string {
  return JSON.stringify([
    employee.startDate,
    employee.endDate,
    settings.allowAdvance,
    settings.extraDays,
    settings.extraDaysPeriod,
  ]);
}

/**
 * The company's employees (not deleted, by name: `loadCompanyEmployees`), each with its cache row, and the
 * company's settings, in one statement (decision 064: the dashboard reads its cached figures in one read). An
 * employee without a row, or a company without settings, comes with nulls.
 */
export async function loadEmployeesWithCache(
  db: Reader,
  companyId: string,
): Promise<{ people: HolidayEmployee[]; settings: HolidaySettings; cacheRows: BalanceCacheRow[] }> {
  const rows = await db
    .select({
      employee: employeeColumns,
      cache: getTableColumns(holidayBalanceCache),
      // The company's one settings row (or null) as an uncorrelated subquery, read once: as a join, the planner
      // scanned the settings again for each employee, and on the embedded database each scan's start asks the
      // file system for the table's size (decision 084).
      settings: sql<HolidaySettingsRow | null>`(select json_build_object('allowAdvance', s.allow_advance, 'extraDays', s.extra_days, 'extraDaysPeriod', s.extra_days_period) from ${holidaySettings} s where s.company_id = ${companyId})`,
    })
    .from(employees)
    .leftJoin(
      holidayBalanceCache,
      and(eq(holidayBalanceCache.companyId, companyId), eq(holidayBalanceCache.employeeId, employees.id)),
    )
    .where(currentEmployeesOf(companyId))
    .orderBy(...COMPANY_EMPLOYEES_ORDER)
    .limit(COMPANY_EMPLOYEES_LIMIT);
  return {
    people: rows.map((row) => row.employee),
    settings: holidaySettingsOf(rows[0]?.settings),
    cacheRows: rows.flatMap((row) => (row.cache ? [row.cache] : [])),
  };
}

export type BalanceCacheRow = typeof holidayBalanceCache.$inferSelect;

/**
 * The holiday reminders of `people` on `today` (decision 054): from the cache where its row is valid, otherwise
 * computed from the employees' registrations, requests and ledger and stored for the next request.
 *
 * A row is valid when its `computed_version` is its `version` (the triggers raise `version` in every writer's
 * transaction), it was computed for today and with the same employment dates and settings. The version a result
 * is stored under is read before the data it is computed from, so a change committed in between leaves the row
 * stale rather than wrong. An employee without a row gets one first (`version` 0): a writer's trigger then finds
 * it, and a row a writer inserted meanwhile is left for the next request.
 */
export async function cachedReminders(
  db: Writer,
  companyId: string,
  people: readonly HolidayEmployee[],
  settings: HolidaySettings,
  today: string,
  rows: readonly BalanceCacheRow[],
): Promise<HolidayReminder[]> {
  const byId = new Map(rows.map((row) => [row.employeeId, row]));
  const stored = new Map<string, StoredReminder[]>();
  const versions = new Map<string, number>();
  const missing: string[] = [];
  for (const person of people) {
    const row = byId.get(person.id);
    if (!row) missing.push(person.id);
    else if (
      row.computedVersion === row.version &&
      row.computedOn === today &&
      row.inputs === inputsOf(person, settings)
    ) {
      stored.set(person.id, row.reminders as StoredReminder[]);
    } else versions.set(person.id, row.version);
  }
  if (missing.length > 0) {
    const created = await db
      .insert(holidayBalanceCache)
      .values(missing.map((employeeId) => ({ companyId, employeeId })))
      .onConflictDoNothing()
      .returning({ employeeId: holidayBalanceCache.employeeId, version: holidayBalanceCache.version });
    for (const row of created) versions.set(row.employeeId, row.version);
  }
  const stale = people.filter((person) => !stored.has(person.id));
  if (stale.length > 0) {
    const data = await loadBalanceData(
      db,
      companyId,
      today,
      stale.map((person) => person.id),
    );
    const computed = stale.map((person) => {
      const reminders = remindersOf(person, balancesOf(data, person, settings, today), today).map(
        ({ employeeName: _name, ...reminder }) => reminder,
      );
      stored.set(person.id, reminders);
      return { person, reminders };
    });
    // Only rows whose version is known: one a writer created between the two reads waits for the next request.
    const writes = computed.filter(({ person }) => versions.has(person.id));
    if (writes.length > 0) {
      await db
        .insert(holidayBalanceCache)
        .values(
          writes.map(({ person, reminders }) => ({
            companyId,
            employeeId: person.id,
            version: versions.get(person.id) as number,
            computedVersion: versions.get(person.id) as number,
            computedOn: today,
            inputs: inputsOf(person, settings),
            reminders,
          })),
        )
        .onConflictDoUpdate({
          target: [holidayBalanceCache.companyId, holidayBalanceCache.employeeId],
          // `version` stays the row's own: a writer may have raised it since.
          set: {
            computedVersion: sql`excluded.computed_version`,
            computedOn: sql`excluded.computed_on`,
            inputs: sql`excluded.inputs`,
            reminders: sql`excluded.reminders`,
          },
        });
    }
  }
  return people.flatMap((person) =>
    (stored.get(person.id) ?? []).map((reminder) => ({ ...reminder, employeeName: nameOf(person) })),
  );
}
