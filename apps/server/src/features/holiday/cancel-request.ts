import { danishToday, type HolidayRequestDto } from '@kollega/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import { timeEntries } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import type { MemberContext } from '../../plugins/auth/request-context';
import type { HolidayDeps } from './deps';
import {
  type HolidayEmployee,
  loadHolidayEmployee,
  loadRequestForUpdate,
  requestAudit,
  toRequestDto,
  updateRequest,
} from './holiday-record';

/**
 * POST /api/holiday/requests/:requestId/cancel (admin) and /api/me/holiday/requests/:requestId/cancel (the
 * employee's own, `by: 'employee'`: another's is 404): a pending request is withdrawn; an approved one loses its
 * registrations after today (days already taken stay registered). A request that has ended, or was declined,
 * cannot be cancelled.
 */
export async function cancelRequest(
  deps: HolidayDeps,
  ctx: MemberContext,
  input: { requestId: string; by: 'admin' | 'employee' },
): Promise<HolidayRequestDto> {
  const { requestId, by } = input;
  return deps.db.transaction(async (tx) => {
    const request = await loadRequestForUpdate(
      tx,
      ctx.companyId,
      requestId,
      by === 'employee' ? ctx.employeeId : undefined,
    );
    const today = danishToday();
    const open = request.status === 'pending' || (request.status === 'approved' && request.toDate > today);
    if (!open) throw new AppError('HOLIDAY_CANNOT_CANCEL');
    const employee: HolidayEmployee = await loadHolidayEmployee(tx, ctx.companyId, request.employeeId);
    let removed = 0;
    if (request.status === 'approved' && request.entryIds.length > 0) {
      const future = await tx
        .select({ id: timeEntries.id, date: timeEntries.date })
        .from(timeEntries)
        .where(and(eq(timeEntries.companyId, ctx.companyId), inArray(timeEntries.id, request.entryIds)));
      for (const entry of future.filter((e) => e.date > today)) {
        await deps.timereg.deleteEntry(tx, ctx, entry.id);
        removed += 1;
      }
    }
    const row = await updateRequest(tx, ctx.companyId, request.id, { status: 'cancelled' });
    await recordAudit(
      tx,
      ctx,
      requestAudit(row.id, 'holiday.request.cancel', { by, removedEntries: removed }),
    );
    return toRequestDto(row, employee);
  });
}
