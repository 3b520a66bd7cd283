import type { TimeBankSettings, TimeregSettingsResponse } from '@kollega/domain';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../../db/audit';
import { companies } from '../../../db/schema/index';
import type { AdminContext } from '../../../plugins/auth/request-context';
import { withTransaction } from '../../../services/context';
import type { TimeregDeps } from '../deps';
import { loadTimeregSettings } from '../settings/get-timereg-settings';
import { loadTimeBankSettings } from './time-bank-record';

/**
 * PUT /api/timereg/time-bank-settings: the afspadsering bank's rules (decision 052), 'Overarbejde går
 * automatisk til afspadsering' and 'Tillad negativ afspadseringssaldo'. Audit-logged with the rules before and
 * after. The automatic rule applies to overtime saved from now on; registrations already saved keep their flag.
 */
export async function saveTimeBankSettings(
  deps: TimeregDeps,
  ctx: AdminContext,
  input: TimeBankSettings,
): Promise<TimeregSettingsResponse> {
  await withTransaction(deps.db, async (tx) => {
    // Lock the company row first, as the other settings do, so two admins' saves run one after the other and
    // the audit row's 'from' is the value this save replaced.
    await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, ctx.companyId))
      .for('update');
    const before = await loadTimeBankSettings(tx, ctx.companyId);
    if (before.autoBankOvertime === input.autoBankOvertime && before.allowNegative === input.allowNegative) {
      return;
    }
    await tx
      .update(companies)
      .set({ timeBankAuto: input.autoBankOvertime, timeBankAllowNegative: input.allowNegative })
      .where(eq(companies.id, ctx.companyId));
    await recordAudit(tx, ctx, {
      action: 'timereg.time-bank-settings',
      entityType: 'company',
      entityId: ctx.companyId,
      details: { from: before, to: input },
    });
  });
  return loadTimeregSettings(deps.db, ctx.companyId);
}
