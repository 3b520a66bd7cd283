import { danishToday, type TimeregSettingsResponse } from '@kollega/domain';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../../db/audit';
import { companyDaysOff } from '../../../db/schema/index';
import type { AdminContext } from '../../../plugins/auth/request-context';
import { withTransaction } from '../../../services/context';
import { nowOf, type TimeregDeps } from '../deps';
import { recomputeCompanyWarnings } from '../recompute-warnings';
import { loadTimeregSettings } from './get-timereg-settings';

/** PUT /api/timereg/days-off: the company's own days off (docs/rules/timereg.md#ruling-9), replaced as a whole. */
export async function saveDaysOff(
  deps: TimeregDeps,
  ctx: AdminContext,
  input: { daysOff: { date: string; name: string }[] },
): Promise<TimeregSettingsResponse> {
  const unique = new Map(input.daysOff.map((day) => [day.date, day]));
  await withTransaction(deps.db, async (tx) => {
    await tx.delete(companyDaysOff).where(eq(companyDaysOff.companyId, ctx.companyId));
    if (unique.size > 0) {
      await tx
        .insert(companyDaysOff)
        .values([...unique.values()].map((day) => ({ companyId: ctx.companyId, ...day })));
    }
    // docs/rules/timereg.md#ruling-28: a company day off has no norm time, so it changes the 48-hour average's days; recompute.
    await recomputeCompanyWarnings(tx, ctx.companyId, danishToday(nowOf(deps)));
    await recordAudit(tx, ctx, {
      action: 'timereg.days-off',
      entityType: 'company',
      entityId: ctx.companyId,
      details: { dates: [...unique.keys()].sort() },
    });
  });
  return loadTimeregSettings(deps.db, ctx.companyId);
}
