import type { ClockState } from '@kollega/domain';
import { timeClocks } from '../../../db/schema/index';
import { AppError } from '../../../errors/app-error';
import type { MemberContext } from '../../../plugins/auth/request-context';
import { withTransaction } from '../../../services/context';
import { nowOf, type TimeregDeps } from '../deps';
import { auditClock, clockWhere, loadClock, lockClockOwner, toClockState } from './clock-record';

/**
 * POST /api/me/timereg/clock/break/start and …/break/stop ('Start pause' / 'Slut pause'): a break on the running
 * clock; its whole minutes are added to the clock's break when it ends (and to the registration when it stops).
 */
export async function setClockBreak(
  deps: TimeregDeps,
  ctx: MemberContext,
  input: { onBreak: boolean },
): Promise<ClockState> {
  const now = nowOf(deps);
  return withTransaction(deps.db, async (tx) => {
    const employee = await lockClockOwner(tx, ctx);
    const row = await loadClock(tx, employee);
    if (!row) throw new AppError('CLOCK_NOT_RUNNING');
    if (input.onBreak && row.breakStartedAt) throw new AppError('CLOCK_ALREADY_ON_BREAK');
    if (!input.onBreak && !row.breakStartedAt) throw new AppError('CLOCK_NOT_ON_BREAK');
    const started = row.breakStartedAt;
    const minutes = started ? Math.max(0, Math.round((now.getTime() - started.getTime()) / 60_000)) : 0;
    const [after] = await tx
      .update(timeClocks)
      .set(
        input.onBreak
          ? { breakStartedAt: now }
          : { breakStartedAt: null, breakMinutes: row.breakMinutes + minutes },
      )
      .where(clockWhere(row))
      .returning();
    await auditClock(
      tx,
      ctx,
      employee.id,
      input.onBreak ? 'break.start' : 'break.stop',
      input.onBreak ? { at: now.toISOString() } : { at: now.toISOString(), minutes },
    );
    return toClockState(after, now);
  });
}
