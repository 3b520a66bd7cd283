import { danishToday, type TimeregSettingsResponse } from '@kollega/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { companies } from '../../../db/schema/index';
import { AppError } from '../../../errors/app-error';
import type { AdminContext } from '../../../plugins/auth/request-context';
import { type CompanySetting, changeCompanySetting } from '../../../services/company-setting';
import type { TimeregDeps } from '../deps';
import { loadTimeregSettings } from './get-timereg-settings';

/** 'Låst til og med' in the company's row: only ever moved forward. */
const lockDateSetting: CompanySetting<string | null> = {
  action: 'timereg.lock-date',
  read: async (tx, companyId) => {
    const [company] = await (tx as Db)
      .select({ lockDate: companies.timeRegistrationLockDate })
      .from(companies)
      .where(eq(companies.id, companyId));
    return company?.lockDate ?? null;
  },
  write: (lockDate) => ({ timeRegistrationLockDate: lockDate }),
  check: (before, lockDate) => {
    if (before !== null && lockDate !== null && lockDate < before) throw new AppError('LOCK_DATE_BACKWARDS');
  },
};

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
  await changeCompanySetting(deps.db, ctx, lockDateSetting, input.lockDate);
  return loadTimeregSettings(deps.db, ctx.companyId);
}
