import type { HolidaySettings } from '@kollega/domain';
import { recordAudit } from '../../db/audit';
import { holidaySettings } from '../../db/schema/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { HolidayDeps } from './deps';
import { loadHolidaySettings } from './holiday-record';

/** PUT /api/holiday/settings: holiday in advance, and the feriefridage (0–5 per calendar year or ferieår). */
export async function saveSettings(
  deps: HolidayDeps,
  ctx: AdminContext,
  input: HolidaySettings,
): Promise<HolidaySettings> {
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(holidaySettings)
      .values({ companyId: ctx.companyId, ...input })
      .onConflictDoUpdate({ target: holidaySettings.companyId, set: { ...input, updatedAt: new Date() } });
    await recordAudit(tx, ctx, {
      action: 'holiday.settings.save',
      entityType: 'company',
      entityId: ctx.companyId,
      details: { ...input },
    });
  });
  return loadHolidaySettings(deps.db, ctx.companyId);
}
