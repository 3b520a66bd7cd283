import { danishToday, type TimeLogSettingInput, type TimeregSettingsResponse } from '@kollega/domain';
import { recordAudit } from '../../../db/audit';
import { timeLogSettings } from '../../../db/schema/index';
import type { AdminContext } from '../../../plugins/auth/request-context';
import type { TimeregDeps } from '../deps';
import { loadTimeregSettings } from './get-timereg-settings';

/**
 * PUT /api/timereg/settings: the company's norm week as a new setting applying from today (decisions.md 13);
 * the norm of past days stays what it was.
 */
export async function saveCompanySetting(
  deps: TimeregDeps,
  ctx: AdminContext,
  input: TimeLogSettingInput,
): Promise<TimeregSettingsResponse> {
  await deps.db.transaction(async (tx) => {
    await tx.insert(timeLogSettings).values({
      companyId: ctx.companyId,
      employeeId: null,
      ...input,
      createdDate: danishToday(),
      createdBy: ctx.userId,
    });
    await recordAudit(tx, ctx, {
      action: 'timereg.settings.company',
      entityType: 'company',
      entityId: ctx.companyId,
      details: { ...input },
    });
  });
  return loadTimeregSettings(deps.db, ctx.companyId);
}
