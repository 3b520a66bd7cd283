import { type HolidayRequestDto, workRegisteredMessage } from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import { employees } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { HolidayDeps } from './deps';
import { sendDecisionMail } from './holiday-mail';
import { announceHolidayDecision } from './holiday-notifications';
import {
  loadHolidayEmployee,
  loadRequestForUpdate,
  lockEmployee,
  nameOf,
  requestAudit,
  toRequestDto,
  updateRequest,
} from './holiday-record';
import { assertNoOverlap, datesWithWork, daysToRegister } from './request-checks';

/**
 * POST /api/holiday/requests/:requestId/approve and /decline: approval registers the feriedage of the period as
 * holiday (or, for feriefridage, the working days as time off) through time registration, and is refused (409,
 * naming the days) while any of them holds registered work (docs/rules/timereg.md#ruling-30); declining needs a reason; the employee is
 * told by e-mail.
 */
export async function decideRequest(
  deps: HolidayDeps,
  ctx: AdminContext,
  input: { requestId: string } & ({ approve: true; comment: string } | { approve: false; reason: string }),
): Promise<HolidayRequestDto> {
  const { row, employee } = await deps.db.transaction(async (tx) => {
    const request = await loadRequestForUpdate(tx, ctx.companyId, input.requestId);
    if (request.status !== 'pending') throw new AppError('HOLIDAY_REQUEST_DECIDED');
    const employee = await loadHolidayEmployee(tx, ctx.companyId, request.employeeId);
    const me = await tx
      .select({ firstName: employees.firstName, lastName: employees.lastName })
      .from(employees)
      .where(and(eq(employees.companyId, ctx.companyId), eq(employees.id, ctx.employeeId)));
    const decidedByName = me[0] ? nameOf(me[0]) : ctx.email;
    let entryIds: string[] = [];
    if (input.approve) {
      // Requests made before overlaps were refused may still share days: the second approval is refused, and no
      // day that already holds a full-day absence gets another.
      await lockEmployee(tx, ctx.companyId, employee.id);
      const period = { employeeId: employee.id, from: request.fromDate, to: request.toDate };
      await assertNoOverlap(tx, ctx.companyId, { ...period, except: request.id }, ['approved']);
      const days = await daysToRegister(deps, tx, ctx.companyId, {
        ...period,
        bucket: request.bucket === 'extra' ? 'extra' : 'holiday',
      });
      // docs/rules/timereg.md#ruling-30: a day with work and ferie would be paid twice (NORMAL and FERIE in the Lønudtræk, plus/minus
      // up by the day's holiday hours); the admin shortens the request or corrects the work first.
      const worked = await datesWithWork(
        tx,
        ctx.companyId,
        employee.id,
        days.map((day) => day.date),
      );
      if (worked.length > 0) throw new AppError('HOLIDAY_WORK_REGISTERED', workRegisteredMessage(worked));
      const extra = request.bucket === 'extra';
      const entries = await deps.timereg.addAbsence(tx, ctx, {
        employeeId: employee.id,
        type: extra ? 'timeOff' : 'holiday',
        days,
        note: extra ? 'Feriefridag (godkendt anmodning)' : 'Ferie (godkendt anmodning)',
      });
      entryIds = entries.map((entry) => entry.id);
    }
    const row = await updateRequest(tx, ctx.companyId, request.id, {
      status: input.approve ? 'approved' : 'declined',
      decisionComment: input.approve ? input.comment : input.reason,
      decidedBy: ctx.userId,
      decidedByName,
      decidedAt: new Date(),
      entryIds,
      ...(input.approve ? { days: entryIds.length } : {}),
    });
    await recordAudit(
      tx,
      ctx,
      requestAudit(row.id, input.approve ? 'holiday.request.approve' : 'holiday.request.decline', {
        entries: entryIds.length,
      }),
    );
    await announceHolidayDecision(tx, row);
    return { row, employee };
  });
  await sendDecisionMail(deps, employee, row);
  return toRequestDto(row, employee);
}
