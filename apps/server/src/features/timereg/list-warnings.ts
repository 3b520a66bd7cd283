import type { TimeLogWarningDto } from '@kollega/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { employees, timeLogWarnings } from '../../db/schema/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { TimeregDeps } from './deps';
import { toWarningDto } from './warning-record';

/** The company's warnings, newest period end first; or one employee's (the employee app). */
export async function loadWarnings(
  db: Db,
  companyId: string,
  options: { employeeId?: string } = {},
): Promise<TimeLogWarningDto[]> {
  const rows = await db
    .select({ warning: timeLogWarnings })
    .from(timeLogWarnings)
    .innerJoin(employees, eq(employees.id, timeLogWarnings.employeeId))
    .where(
      and(
        eq(timeLogWarnings.companyId, companyId),
        isNull(employees.deletedAt),
        options.employeeId ? eq(timeLogWarnings.employeeId, options.employeeId) : undefined,
      ),
    )
    .orderBy(desc(timeLogWarnings.toDate), desc(timeLogWarnings.fromDate));
  return rows.map((row) => toWarningDto(row.warning));
}

/** GET /api/timereg/warnings: Overskridelser (time-registration §2), the 11- and 48-hour warnings. */
export async function listWarnings(
  deps: TimeregDeps,
  ctx: AdminContext,
): Promise<{ warnings: TimeLogWarningDto[] }> {
  return { warnings: await loadWarnings(deps.db, ctx.companyId) };
}
