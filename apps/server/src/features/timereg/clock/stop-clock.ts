import {
  type ClockStop,
  type ClockStopped,
  clockedEntry,
  correctedClockEnd,
  newTimeEntrySchema,
} from '@kollega/domain';
import { timeClocks } from '../../../db/schema/index';
import { AppError } from '../../../errors/app-error';
import type { MemberContext } from '../../../plugins/auth/request-context';
import { withTransaction } from '../../../services/context';
import { nowOf, type TimeregDeps } from '../deps';
import { addEntries } from '../entries/add-entries';
import { auditClock, clockWhere, loadClock, lockClockOwner } from './clock-record';

/**
 * POST /api/me/timereg/clock/stop ('Slut arbejdsdag'): the running clock becomes a work registration, the start
 * rounded up and the end down to the quarter hour (§5, issue 23, `clockedEntry`), an end on the next day an overnight shift. It goes through
 * `addEntries` like a typed registration (open week, overlaps naming the other entry, 24 hours, future work, work
 * and absence on one day, warnings), in the same transaction as the clock's removal and its audit row. A corrected
 * end ('HH:mm') is the first such time after the start, and not after now.
 */
export async function stopClock(
  deps: TimeregDeps,
  ctx: MemberContext,
  input: Required<Pick<ClockStop, 'breakWasIncluded' | 'confirmMixedDay'>> & { endTime?: string | undefined },
): Promise<ClockStopped> {
  const now = nowOf(deps);
  return withTransaction(deps.db, async (tx) => {
    const employee = await lockClockOwner(tx, ctx);
    const row = await loadClock(tx, employee);
    if (!row) throw new AppError('CLOCK_NOT_RUNNING');
    const end = input.endTime ? correctedClockEnd(row.startedAt, input.endTime) : now;
    if (end.getTime() > now.getTime()) throw new AppError('CLOCK_END_IN_FUTURE');
    const clocked = clockedEntry(row, end);
    if (clocked.kind === 'tooShort') throw new AppError('CLOCK_TOO_SHORT');
    if (clocked.kind === 'tooLong') throw new AppError('CLOCK_TOO_LONG');
    const entry = newTimeEntrySchema.parse({
      type: 'work',
      date: clocked.date,
      startTime: clocked.startTime,
      endTime: clocked.endTime,
      overnight: clocked.overnight,
      breakWasIncluded: input.breakWasIncluded,
      confirmMixedDay: input.confirmMixedDay,
    });
    // addEntries joins this transaction: a refusal there rolls back the whole stop.
    const added = await addEntries({ db: tx, now: () => now }, ctx, {
      employeeId: employee.id,
      entry,
      by: 'employee',
      clockedBreakMinutes: clocked.breakMinutes,
    });
    const [made] = added.entries;
    if (!made) throw new AppError('INTERNAL_ERROR');
    await tx.delete(timeClocks).where(clockWhere(row));
    await auditClock(tx, ctx, employee.id, 'stop', {
      startedAt: row.startedAt.toISOString(),
      endedAt: end.toISOString(),
      corrected: input.endTime !== undefined,
      breakMinutes: clocked.breakMinutes,
      entryId: made.id,
    });
    return { entry: made };
  });
}
