import type { ClockState } from '@kollega/domain';
import { timeClocks } from '../../../db/schema/index';
import { AppError } from '../../../errors/app-error';
import type { MemberContext } from '../../../plugins/auth/request-context';
import { withTransaction } from '../../../services/context';
import { nowOf, type TimeregDeps } from '../deps';
import { auditClock, loadClock, lockClockOwner, sinceText, toClockState } from './clock-record';

/** POST /api/me/timereg/clock/start ('Start arbejdsdag'): a running clock from now, one per employee. */
export async function startClock(deps: TimeregDeps, ctx: MemberContext): Promise<ClockState> {
  const now = nowOf(deps);
  return withTransaction(deps.db, async (tx) => {
    const employee = await lockClockOwner(tx, ctx);
    const running = await loadClock(tx, employee);
    if (running) {
      throw new AppError(
        'CLOCK_ALREADY_RUNNING',
        `Du er allerede mødt ind siden kl. ${sinceText(running.startedAt)}.`,
      );
    }
    const [row] = await tx
      .insert(timeClocks)
      .values({ companyId: employee.companyId, employeeId: employee.id, startedAt: now })
      .returning();
    await auditClock(tx, ctx, employee.id, 'start', { startedAt: now.toISOString() });
    return toClockState(row, now);
  });
}
