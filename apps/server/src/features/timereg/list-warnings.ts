import type { TimeLogWarningDto } from '@kollega/domain';
import { and, desc, eq, isNotNull, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { employees, timeLogWarnings } from '../../db/schema/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { TimeregDeps } from './deps';
import { toWarningDto } from './warning-record';

/**
 * Whose warnings: the current employees' (not deleted, not inactive), or with `former` those of 'Tidligere
 * medarbejdere', inactive or deleted, as Registreringer and Overblik split them. A deleted employee's warnings are
 * kept for five years with the registrations (docs/rules/timereg.md#ruling-14), so they are listed, never dropped (issue 23
 * item 8).
 */
function whose(former: boolean): SQL | undefined {
  return former
    ? or(isNotNull(employees.deletedAt), eq(employees.employmentStatus, 'inactive'))
    : and(isNull(employees.deletedAt), ne(employees.employmentStatus, 'inactive'));
}

/** The company's warnings, newest period end first; or one employee's (the employee app). */
export async function loadWarnings(
  db: Db,
  companyId: string,
  options: { employeeId?: string; former?: boolean } = {},
): Promise<TimeLogWarningDto[]> {
  const rows = await db
    .select({ warning: timeLogWarnings })
    .from(timeLogWarnings)
    .innerJoin(employees, eq(employees.id, timeLogWarnings.employeeId))
    .where(
      and(
        eq(timeLogWarnings.companyId, companyId),
        eq(employees.companyId, companyId),
        options.employeeId
          ? and(eq(timeLogWarnings.employeeId, options.employeeId), isNull(employees.deletedAt))
          : whose(options.former ?? false),
      ),
    )
    .orderBy(desc(timeLogWarnings.toDate), desc(timeLogWarnings.fromDate));
  return rows.map((row) => toWarningDto(row.warning));
}

/**
 * GET /api/timereg/warnings: Overskridelser (time-registration §2), the 11- and 48-hour warnings of the current
 * employees, or (inactive=true) of 'Tidligere medarbejdere'.
 */
export async function listWarnings(
  deps: TimeregDeps,
  ctx: AdminContext,
  query: { inactive: boolean } = { inactive: false },
): Promise<{ warnings: TimeLogWarningDto[] }> {
  return { warnings: await loadWarnings(deps.db, ctx.companyId, { former: query.inactive }) };
}
