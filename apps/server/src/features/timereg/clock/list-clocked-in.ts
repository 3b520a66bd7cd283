import { type ClockedInResponse, clockOverdue, compareDanish } from '@kollega/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { employees, timeClocks } from '../../../db/schema/index';
import type { AdminContext } from '../../../plugins/auth/request-context';
import { nowOf, type TimeregDeps } from '../deps';
import { sinceText } from './clock-record';

/** GET /api/timereg/clocked-in: who of the company is clocked in now, since when and whether on a break. */
export async function listClockedIn(deps: TimeregDeps, ctx: AdminContext): Promise<ClockedInResponse> {
  const now = nowOf(deps);
  const rows = await deps.db
    .select({
      employeeId: timeClocks.employeeId,
      firstName: employees.firstName,
      lastName: employees.lastName,
      startedAt: timeClocks.startedAt,
      breakStartedAt: timeClocks.breakStartedAt,
    })
    .from(timeClocks)
    .innerJoin(
      employees,
      and(eq(employees.companyId, timeClocks.companyId), eq(employees.id, timeClocks.employeeId)),
    )
    .where(and(eq(timeClocks.companyId, ctx.companyId), isNull(employees.deletedAt)));
  return {
    employees: rows
      .map((row) => ({
        employeeId: row.employeeId,
        firstName: row.firstName,
        lastName: row.lastName,
        startedAt: row.startedAt.toISOString(),
        since: sinceText(row.startedAt),
        onBreak: row.breakStartedAt !== null,
        overdue: clockOverdue(row.startedAt, now),
      }))
      .sort((a, b) => compareDanish(`${a.firstName} ${a.lastName}`, `${b.firstName} ${b.lastName}`)),
  };
}
