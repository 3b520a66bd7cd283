import {
  canToggleWeekApproval,
  danishToday,
  mondayOfWeek,
  parseWeekKey,
  weekHasEnded,
  weekKey,
} from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import { approvedWeeks } from '../../db/schema/index';
import { AppError, notFound } from '../../errors/app-error';
import type { AdminContext } from '../../plugins/auth/request-context';
import { withTransaction } from '../../services/context';
import type { TimeregDeps } from './deps';
import { loadApprovedWeeks, loadCompanyCalendar, loadTimeregEmployee } from './timereg-record';

/**
 * PUT /api/timereg/employees/:employeeId/weeks/:weekKey: 'Godkend uge {n}' / 'Åben uge {n} op'
 * (time-registration §4) adds or removes the week key in the employee's approved weeks. Weeks before the lock date count as approved for good and cannot be toggled (docs/rules/timereg.md#ruling-12).
 * Returns the employee's approved weeks after the change.
 */
export async function setWeekApproval(
  deps: TimeregDeps,
  ctx: AdminContext,
  input: { employeeId: string; weekKey: string; approved: boolean },
): Promise<{ approvedWeeks: string[] }> {
  const { employeeId, approved } = input;
  const week = parseWeekKey(input.weekKey);
  if (!week) throw notFound();
  const normalised = weekKey(week);
  const monday = mondayOfWeek(week);
  return withTransaction(deps.db, async (tx) => {
    const employee = await loadTimeregEmployee(tx, ctx.companyId, employeeId, { forUpdate: true });
    const calendar = await loadCompanyCalendar(tx, ctx.companyId);
    const current = await loadApprovedWeeks(tx, ctx.companyId, employee.id);
    if (
      !canToggleWeekApproval({
        date: monday,
        approvedWeeks: current,
        employeeStartDate: employee.startDate,
        companyLockDate: calendar.lockDate,
      })
    ) {
      throw new AppError('WEEK_LOCKED');
    }
    // Issue 17: a week is approved once it is over; reopening is always possible.
    if (approved && !weekHasEnded(monday, danishToday())) throw new AppError('WEEK_NOT_ENDED');
    if (approved) {
      await tx
        .insert(approvedWeeks)
        .values({
          companyId: ctx.companyId,
          employeeId: employee.id,
          weekKey: normalised,
          weekStart: monday,
          approvedBy: ctx.userId,
        })
        .onConflictDoNothing();
    } else {
      await tx
        .delete(approvedWeeks)
        .where(
          and(
            eq(approvedWeeks.companyId, ctx.companyId),
            eq(approvedWeeks.employeeId, employee.id),
            eq(approvedWeeks.weekKey, normalised),
          ),
        );
    }
    await recordAudit(tx, ctx, {
      action: approved ? 'timereg.week.approve' : 'timereg.week.reopen',
      entityType: 'employee',
      entityId: employee.id,
      details: { week: normalised },
    });
    return { approvedWeeks: await loadApprovedWeeks(tx, ctx.companyId, employee.id) };
  });
}
