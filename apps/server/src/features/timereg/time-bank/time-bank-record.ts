import {
  type TimeBankEntry,
  type TimeBankOpening,
  type TimeBankSettings,
  timeBankRefusal,
  timeBankRefusalText,
  touchesTimeBank,
} from '@kollega/domain';
import { and, eq, or, sql } from 'drizzle-orm';
import { queryRows } from '../../../db/database';
import { companies, employees, timeEntries } from '../../../db/schema/index';
import { AppError } from '../../../errors/app-error';
import type { Reader, Tx } from '../../../services/context';
import { lockEmployeeRow } from '../timereg-record';

/** The company's rules for the afspadsering bank (decision 052). */
export async function loadTimeBankSettings(db: Reader, companyId: string): Promise<TimeBankSettings> {
  const [company] = await db
    .select({ autoBankOvertime: companies.timeBankAuto, allowNegative: companies.timeBankAllowNegative })
    .from(companies)
    .where(eq(companies.id, companyId));
  return {
    autoBankOvertime: company?.autoBankOvertime ?? false,
    allowNegative: company?.allowNegative ?? false,
  };
}

/**
 * Whether a registration about to be saved is banked: overtime with 'Til afspadsering' ticked, or any overtime
 * while the company's rule 'Overarbejde går automatisk til afspadsering' is on. Stored on the row, so a later
 * change of the rule leaves the bank's history as it was.
 */
export function isBanked(type: string, ticked: boolean, settings: TimeBankSettings): boolean {
  return type === 'overtime' && (ticked || settings.autoBankOvertime);
}

/** Every registration of the employee that touches the bank (banked overtime and Afspadsering). */
export async function loadBankEntries(
  tx: Reader,
  companyId: string,
  employeeId: string,
): Promise<(TimeBankEntry & { id: string })[]> {
  const rows = await tx
    .select({
      id: timeEntries.id,
      date: timeEntries.date,
      type: timeEntries.type,
      hours: timeEntries.hours,
      toTimeBank: timeEntries.toTimeBank,
    })
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.companyId, companyId),
        eq(timeEntries.employeeId, employeeId),
        or(
          and(eq(timeEntries.type, 'overtime'), eq(timeEntries.toTimeBank, true)),
          eq(timeEntries.type, 'timeOffInLieu'),
        ),
      ),
    );
  return rows.map((row) => ({ ...row, hours: Number(row.hours) }));
}

/**
 * Refuses (409 TIME_BANK_NEGATIVE, naming the day and the balance) a change that would take the employee's
 * bank below zero on any day, or further below it (decision 052), unless the company allows a negative
 * balance. `removed` are the ids of registrations deleted or replaced, `added` the ones about to be saved. Only
 * a change that touches the bank reads it; the employee's row is locked first, so two registrations at once
 * cannot both spend the same hours.
 */
export async function assertTimeBank(
  tx: Tx,
  employee: { id: string; companyId: string },
  change: { removed: readonly (TimeBankEntry & { id: string })[]; added: readonly TimeBankEntry[] },
  settings: TimeBankSettings,
): Promise<void> {
  const touches = [...change.removed, ...change.added].some(touchesTimeBank);
  if (!touches || settings.allowNegative) return;
  await lockEmployeeRow(tx, employee);
  const before = await loadBankEntries(tx, employee.companyId, employee.id);
  const opening = await loadTimeBankOpening(tx, employee.companyId, employee.id);
  const removed = new Set(change.removed.map((entry) => entry.id));
  const after = [...before.filter((entry) => !removed.has(entry.id)), ...change.added];
  const refusal = timeBankRefusal(before, after, { before: opening, after: opening });
  if (refusal) throw new AppError('TIME_BANK_NEGATIVE', timeBankRefusalText(refusal));
}

/** One employee's bank figures over a period: banked and spent hours in it, and the balance at its end. */
export interface TimeBankTotals {
  earned: number;
  spent: number;
  balance: number;
  /** Banked overtime registrations in the period (the Lønudtræk's count). */
  bankedCount: number;
}

/**
 * The bank of the listed employees over a period, in one statement whatever their number (DESIGN.md rule 6):
 * the hours banked and spent from `from` to `to`, and the balance at `to`: the opening balance ('Startsaldo')
 * from its date on plus every registration from that date (from the first without one) up to `to`. Employees
 * with neither registrations nor an opening balance are left out (their figures are 0).
 */
export async function loadTimeBanks(
  db: Reader,
  companyId: string,
  employeeIds: readonly string[],
  period: { from: string; to: string },
): Promise<Map<string, TimeBankTotals>> {
  const result = new Map<string, TimeBankTotals>();
  if (employeeIds.length === 0) return result;
  const ids = sql.join(
    employeeIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await queryRows<{
    employeeId: string;
    earned: number;
    spent: number;
    balance: number;
    bankedCount: number;
  }>(
    db,
    sql`select p.id as "employeeId",
               coalesce(sum(t.hours) filter (where t.type = 'overtime' and t.date >= ${period.from}::date), 0)::float8 as earned,
               coalesce(sum(t.hours) filter (where t.type = 'timeOffInLieu' and t.date >= ${period.from}::date), 0)::float8 as spent,
               (case when p.time_bank_opening_date <= ${period.to}::date then p.time_bank_opening_hours else 0 end
                + coalesce(sum(case when t.type = 'overtime' then t.hours else -t.hours end)
                             filter (where p.time_bank_opening_date is null or t.date >= p.time_bank_opening_date), 0))::float8 as balance,
               (count(t.id) filter (where t.type = 'overtime' and t.date >= ${period.from}::date))::int as "bankedCount"
        from employees p
        left join time_entries t
          on t.company_id = p.company_id
         and t.employee_id = p.id
         and t.date <= ${period.to}::date
         and ((t.type = 'overtime' and t.to_time_bank) or t.type = 'timeOffInLieu')
        where p.company_id = ${companyId}
          and p.id in (${ids})
        group by p.id, p.time_bank_opening_hours, p.time_bank_opening_date
        having count(t.id) > 0 or p.time_bank_opening_date is not null`,
  );
  const round = (hours: number) => Math.round(Number(hours) * 100) / 100;
  for (const row of rows) {
    result.set(row.employeeId, {
      earned: round(row.earned),
      spent: round(row.spent),
      balance: round(row.balance),
      bankedCount: Number(row.bankedCount),
    });
  }
  return result;
}

/** An employee's opening balance ('Startsaldo', decision 052), or null when none is set. */
export async function loadTimeBankOpening(
  db: Reader,
  companyId: string,
  employeeId: string,
): Promise<TimeBankOpening | null> {
  const [row] = await db
    .select({ hours: employees.timeBankOpeningHours, date: employees.timeBankOpeningDate })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId)));
  return row?.date ? { hours: Number(row.hours ?? 0), date: row.date } : null;
}
