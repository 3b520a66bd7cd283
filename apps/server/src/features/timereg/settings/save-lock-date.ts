import { danishToday, type TimeregSettingsResponse } from '@kollega/domain';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../../db/audit';
import { companies } from '../../../db/schema/index';
import { AppError } from '../../../errors/app-error';
import type { AdminContext } from '../../../plugins/auth/request-context';
import { withTransaction } from '../../../services/context';
import type { TimeregDeps } from '../deps';
import { loadTimeregSettings } from './get-timereg-settings';

/**
 * PUT /api/timereg/lock-date: 'Låst til og med' (docs/rules/timereg.md#ruling-12). Weeks before the lock date count as approved,
 * so the date only moves forward: moving it back would reopen weeks that were approved by it
 * (LOCK_DATE_BACKWARDS). It cannot lie after today, so no week that is still being registered is locked.
 * Audit-logged with the old and the new date.
 */
export async function saveLockDate(
  deps: TimeregDeps,
  ctx: AdminContext,
  input: { lockDate: string },
): Promise<TimeregSettingsResponse> {
  if (input.lockDate > danishToday()) throw new AppError('LOCK_DATE_IN_FUTURE');
  await withTransaction(deps.db, async (tx) => {
    const [company] = await tx
      .select({ lockDate: companies.timeRegistrationLockDate })
      .from(companies)
      .where(eq(companies.id, ctx.companyId))
      .for('update');
    const before = company?.lockDate ?? null;
    if (before !== null && input.lockDate < before) throw new AppError('LOCK_DATE_BACKWARDS');
    if (before === input.lockDate) return;
    await tx
      .update(companies)
      .set({ timeRegistrationLockDate: input.lockDate })
      .where(eq(companies.id, ctx.companyId));
    await recordAudit(tx, ctx, {
      action: 'timereg.lock-date',
      entityType: 'company',
      entityId: ctx.companyId,
      details: { from: before, to: input.lockDate },
    });
  });
  return loadTimeregSettings(deps.db, ctx.companyId);
}
