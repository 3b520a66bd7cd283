import type { MissingEntryReminderUpdate, TimeregSettingsResponse } from '@kollega/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { companies } from '../../../db/schema/index';
import type { AdminContext } from '../../../plugins/auth/request-context';
import { type CompanySetting, changeCompanySetting } from '../../../services/company-setting';
import type { TimeregDeps } from '../deps';
import { loadTimeregSettings } from './get-timereg-settings';

type Reminder = MissingEntryReminderUpdate['reminder'];

const reminderSetting: CompanySetting<Reminder> = {
  action: 'timereg.missing-entry-reminder',
  read: async (tx, companyId) => {
    const [company] = await (tx as Db)
      .select({ reminder: companies.missingEntryReminder })
      .from(companies)
      .where(eq(companies.id, companyId));
    return company?.reminder as Reminder;
  },
  write: (reminder) => ({ missingEntryReminder: reminder }),
};

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
  await changeCompanySetting(deps.db, ctx, reminderSetting, input.reminder);
  return loadTimeregSettings(deps.db, ctx.companyId);
}
