import { type CompanySettingUpdate, danishToday, type TimeregSettingsResponse } from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../../db/audit';
import { approvedWeeks, employees, timeLogSettings } from '../../../db/schema/index';
import type { AdminContext } from '../../../plugins/auth/request-context';
import { withTransaction } from '../../../services/context';
import { nowOf, type TimeregDeps } from '../deps';
import { recomputeCompanyWarnings } from '../recompute-warnings';
import { loadCompanyCalendar } from '../timereg-record';
import { loadTimeregSettings } from './get-timereg-settings';
import { assertEffectiveFrom } from './save-employee-settings';

/**
 * PUT /api/timereg/settings: the company's norm week as a new setting applying from 'Gælder fra' (issue 23; today
 * by default), never in a locked week or a week approved for an employee who follows the company's norm; the norm
 * of the days before it stays what it was.
 */
export async function saveCompanySetting(
  deps: TimeregDeps,
  ctx: AdminContext,
  input: CompanySettingUpdate,
): Promise<TimeregSettingsResponse> {
  const { effectiveFrom = danishToday(), breakDuration, paidBreak, isPaidHourly, weeklySchedule } = input;
  await withTransaction(deps.db, async (tx) => {
    const calendar = await loadCompanyCalendar(tx, ctx.companyId);
    const approved = await tx
      .select({ weekKey: approvedWeeks.weekKey })
      .from(approvedWeeks)
      .innerJoin(
        employees,
        and(eq(employees.companyId, approvedWeeks.companyId), eq(employees.id, approvedWeeks.employeeId)),
      )
      .where(and(eq(approvedWeeks.companyId, ctx.companyId), eq(employees.individualTimeLogSettings, false)));
    assertEffectiveFrom(effectiveFrom, {
      companyLockDate: calendar.lockDate,
      approvedWeeks: approved.map((row) => row.weekKey),
    });
    await tx.insert(timeLogSettings).values({
      companyId: ctx.companyId,
      employeeId: null,
      breakDuration,
      paidBreak,
      isPaidHourly,
      weeklySchedule,
      // createdDate is the day the setting applies from ('Gælder fra'); created_at records when it was saved.
      createdDate: effectiveFrom,
      createdBy: ctx.userId,
    });
    // docs/rules/timereg.md#ruling-28: the 48-hour average counts the norm's days, so the stored warnings follow the new norm at once.
    await recomputeCompanyWarnings(tx, ctx.companyId, danishToday(nowOf(deps)));
    await recordAudit(tx, ctx, {
      action: 'timereg.settings.company',
      entityType: 'company',
      entityId: ctx.companyId,
      details: { ...input },
    });
  });
  return loadTimeregSettings(deps.db, ctx.companyId);
}
