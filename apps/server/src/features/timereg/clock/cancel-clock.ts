import { timeClocks } from '../../../db/schema/index';
import { AppError } from '../../../errors/app-error';
import type { MemberContext } from '../../../plugins/auth/request-context';
import { withTransaction } from '../../../services/context';
import type { TimeregDeps } from '../deps';
import { auditClock, clockWhere, loadClock, lockClockOwner } from './clock-record';

/** DELETE /api/me/timereg/clock ('Fortryd'): a clock started by mistake is dropped without a registration. */
export async function cancelClock(deps: TimeregDeps, ctx: MemberContext): Promise<void> {
  await withTransaction(deps.db, async (tx) => {
    const employee = await lockClockOwner(tx, ctx);
    const row = await loadClock(tx, employee);
    if (!row) throw new AppError('CLOCK_NOT_RUNNING');
    await tx.delete(timeClocks).where(clockWhere(row));
    await auditClock(tx, ctx, employee.id, 'cancel', { startedAt: row.startedAt.toISOString() });
  });
}
