import {
  ABSENCE_TYPES as ALL_ABSENCE_TYPES,
  compareDanish,
  type DashboardAbsenceToday,
  danishToday,
} from '@kollega/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { employees, timeEntries } from '../../db/schema/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { Reader } from '../../services/context';

/** The names shown; the rest are on Fravær's calendar. */
export const DASHBOARD_ABSENT = 10;
/** Every absence type, issue 34's too (decision 044). */
const ABSENCE_TYPES = ALL_ABSENCE_TYPES;

/**
 * 'Fravær i dag': who has an absence registered today (sick leave, holiday, time off, issue 34's types) (approved holiday requests are
 * registrations too, decision 026), one row per person and type, by first name, in one statement on
 * `time_entries_company_employee_date_idx`. It needs no employees, so it starts beside their read (decision 064);
 * the plan's hidden ones are left out when both are in.
 */
export async function loadDashboardAbsenceToday(
  db: Reader,
  ctx: AdminContext,
  now: Date = new Date(),
): Promise<(hidden: ReadonlySet<string>) => DashboardAbsenceToday> {
  const rows = await db
    .selectDistinct({
      employeeId: timeEntries.employeeId,
      type: timeEntries.type,
      firstName: employees.firstName,
      lastName: employees.lastName,
    })
    .from(timeEntries)
    .innerJoin(
      employees,
      and(
        eq(employees.companyId, ctx.companyId),
        eq(employees.id, timeEntries.employeeId),
        isNull(employees.deletedAt),
      ),
    )
    .where(
      and(
        eq(timeEntries.companyId, ctx.companyId),
        eq(timeEntries.date, danishToday(now)),
        inArray(timeEntries.type, [...ABSENCE_TYPES]),
      ),
    )
    .orderBy(employees.firstName, employees.lastName, timeEntries.employeeId, timeEntries.type)
    .limit(200);
  return (hidden) => {
    const shown = rows
      .filter((row) => !hidden.has(row.employeeId))
      .sort((a, b) => compareDanish(a.firstName, b.firstName) || compareDanish(a.lastName, b.lastName));
    return {
      items: shown.slice(0, DASHBOARD_ABSENT).map((row) => ({
        employeeId: row.employeeId,
        name: `${row.firstName} ${row.lastName}`.trim(),
        type: row.type as (typeof ABSENCE_TYPES)[number],
      })),
      total: shown.length,
    };
  };
}
