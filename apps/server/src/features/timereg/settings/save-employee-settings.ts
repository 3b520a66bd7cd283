import { danishToday, effectiveFromRefusal, type IsoDate, type TimeLogSettingInput } from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../../db/audit';
import { employees, timeLogSettings } from '../../../db/schema/index';
import { AppError } from '../../../errors/app-error';
import type { AdminContext } from '../../../plugins/auth/request-context';
import { withTransaction } from '../../../services/context';
import { nowOf, type TimeregDeps } from '../deps';
import { recomputeWarnings } from '../recompute-warnings';
import { loadApprovedWeeks, loadCompanyCalendar, loadTimeregEmployee } from '../timereg-record';

export interface EmployeeSettingsInput {
  employeeId: string;
  individual: boolean;
  setting?: TimeLogSettingInput | undefined;
  /** 'Gælder fra' of the setting (issue 23); today when left out. */
  effectiveFrom?: IsoDate | undefined;
}

/**
 * Refuses a 'Gælder fra' before the start date or in an approved or locked week (issue 23), whose norm must stay
 * what it was approved with.
 */
export function assertEffectiveFrom(date: IsoDate, limits: Parameters<typeof effectiveFromRefusal>[1]): void {
  const refusal = effectiveFromRefusal(date, limits);
  if (!refusal) return;
  throw new AppError(
    refusal.reason === 'beforeStart' ? 'EFFECTIVE_FROM_BEFORE_START' : 'EFFECTIVE_FROM_LOCKED',
    refusal.message,
  );
}

/**
 * PUT /api/timereg/employees/:employeeId/settings: an employee's own norm week, switched on (with a new setting
 * applying from 'Gælder fra', today by default, back to the start date: issue 23) or off (the company's applies).
 * The norm of every day from that date is recomputed from it wherever it is read (plus/minus, Overblik, balance).
 */
export async function saveEmployeeSettings(
  deps: TimeregDeps,
  ctx: AdminContext,
  input: EmployeeSettingsInput,
): Promise<{ individual: boolean }> {
  return withTransaction(deps.db, async (tx) => {
    const employee = await loadTimeregEmployee(tx, ctx.companyId, input.employeeId, { forUpdate: true });
    await tx
      .update(employees)
      .set({ individualTimeLogSettings: input.individual, updatedAt: new Date() })
      .where(and(eq(employees.companyId, ctx.companyId), eq(employees.id, employee.id)));
    const effectiveFrom = input.effectiveFrom ?? danishToday();
    if (input.individual && input.setting) {
      // One after the other: the transaction is one connection, which runs one query at a time (pg 9 refuses more).
      const calendar = await loadCompanyCalendar(tx, ctx.companyId);
      const approved = await loadApprovedWeeks(tx, ctx.companyId, employee.id);
      assertEffectiveFrom(effectiveFrom, {
        employeeStartDate: employee.startDate,
        companyLockDate: calendar.lockDate,
        approvedWeeks: approved,
      });
      const { breakDuration, paidBreak, isPaidHourly, weeklySchedule } = input.setting;
      await tx.insert(timeLogSettings).values({
        companyId: ctx.companyId,
        employeeId: employee.id,
        breakDuration,
        paidBreak,
        isPaidHourly,
        weeklySchedule,
        // createdDate is the day the setting applies from ('Gælder fra'); created_at records when it was saved.
        createdDate: effectiveFrom,
        createdBy: ctx.userId,
      });
    }
    // docs/rules/timereg.md#ruling-28 counts the 48-hour average over the days with norm time, so the stored warnings depend on the norm
    // as well as the entries: recompute them with the new norm now, not at the next unrelated edit (issue 23 item 5).
    await recomputeWarnings(tx, ctx.companyId, employee.id, danishToday(nowOf(deps)));
    await recordAudit(tx, ctx, {
      action: 'timereg.settings.individual',
      entityType: 'employee',
      entityId: employee.id,
      details: {
        individual: input.individual,
        setting: input.setting ?? null,
        effectiveFrom: input.individual && input.setting ? effectiveFrom : null,
      },
    });
    return { individual: input.individual };
  });
}
