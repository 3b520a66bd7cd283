import { type ClockState, clockBreakMinutes, clockOverdue, danishWallClock } from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../../db/audit';
import { timeClocks } from '../../../db/schema/index';
import type { MemberContext } from '../../../plugins/auth/request-context';
import type { Tx } from '../../../services/context';
import { assertRegistersTime } from '../timereg-employees';
import { loadTimeregEmployee, type TimeregEmployee } from '../timereg-record';

export type ClockRow = typeof timeClocks.$inferSelect;

/** The signed-in employee, locked for the change, who must register time (403 NOT_ELIGIBLE otherwise). */
export async function lockClockOwner(tx: Tx, ctx: MemberContext): Promise<TimeregEmployee> {
  const employee = await loadTimeregEmployee(tx, ctx.companyId, ctx.employeeId, { forUpdate: true });
  assertRegistersTime(employee);
  return employee;
}

/** The employee's running clock (at most one: a unique index), or undefined. */
export async function loadClock(
  tx: Pick<Tx, 'select'>,
  employee: Pick<TimeregEmployee, 'id' | 'companyId'>,
): Promise<ClockRow | undefined> {
  const [row] = await tx
    .select()
    .from(timeClocks)
    .where(and(eq(timeClocks.companyId, employee.companyId), eq(timeClocks.employeeId, employee.id)));
  return row;
}

/** 'HH:mm' on the Danish clock. */
export const sinceText = (instant: Date) => danishWallClock(instant).time;

/** The clock as the app shows it at `now`. */
export function toClockState(row: ClockRow | undefined, now: Date): ClockState {
  if (!row) return { clock: null };
  return {
    clock: {
      startedAt: row.startedAt.toISOString(),
      since: sinceText(row.startedAt),
      onBreak: row.breakStartedAt !== null,
      breakStartedAt: row.breakStartedAt?.toISOString() ?? null,
      breakMinutes: clockBreakMinutes(row, now),
      overdue: clockOverdue(row.startedAt, now),
    },
  };
}

/** The audit row of a clock action, in its transaction (DESIGN.md rule 2). */
export function auditClock(
  tx: Tx,
  ctx: MemberContext,
  employeeId: string,
  action: 'start' | 'break.start' | 'break.stop' | 'stop' | 'cancel',
  details: Record<string, unknown>,
) {
  return recordAudit(tx, ctx, {
    action: `timereg.clock.${action}`,
    entityType: 'employee',
    entityId: employeeId,
    details,
  });
}

export const clockWhere = (row: ClockRow) =>
  and(eq(timeClocks.companyId, row.companyId), eq(timeClocks.id, row.id));
