import type { MissingEntryReminderUpdate, TimeregSettingsResponse } from '@kollega/domain';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../../db/audit';
import { companies } from '../../../db/schema/index';
import type { AdminContext } from '../../../plugins/auth/request-context';
import { withTransaction } from '../../../services/context';
import type { TimeregDeps } from '../deps';
import { loadTimeregSettings } from './get-timereg-settings';

/**
 * PUT /api/timereg/missing-entry-reminder: 'Påmindelse om manglende registrering' (issue 26, decision 040), how
 * the notification scan reminds employees at 09:00 of yesterday's workday without a registration. Audit-logged
 * with the old and the new choice.
 */
export async function saveMissingEntryReminder(
  deps: TimeregDeps,
  ctx: AdminContext,
  input: MissingEntryReminderUpdate,
): Promise<TimeregSettingsResponse> {
  await withTransaction(deps.db, async (tx) => {
    const [company] = await tx
      .select({ reminder: companies.missingEntryReminder })
      .from(companies)
      .where(eq(companies.id, ctx.companyId))
      .for('update');
    const before = company?.reminder ?? null;
    if (before === input.reminder) return;
    await tx
      .update(companies)
      .set({ missingEntryReminder: input.reminder })
      .where(eq(companies.id, ctx.companyId));
    await recordAudit(tx, ctx, {
      action: 'timereg.missing-entry-reminder',
      entityType: 'company',
      entityId: ctx.companyId,
      details: { from: before, to: input.reminder },
    });
  });
  return loadTimeregSettings(deps.db, ctx.companyId);
}
