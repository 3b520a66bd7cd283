import type { TimeBankSettings, TimeregSettingsResponse } from '@kollega/domain';
import type { AdminContext } from '../../../plugins/auth/request-context';
import { type CompanySetting, changeCompanySetting } from '../../../services/company-setting';
import type { TimeregDeps } from '../deps';
import { loadTimeregSettings } from '../settings/get-timereg-settings';
import { loadTimeBankSettings } from './time-bank-record';

const timeBankSetting: CompanySetting<TimeBankSettings> = {
  action: 'timereg.time-bank-settings',
  read: loadTimeBankSettings,
  write: ({ autoBankOvertime, allowNegative }) => ({
    timeBankAuto: autoBankOvertime,
    timeBankAllowNegative: allowNegative,
  }),
};

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
  await changeCompanySetting(deps.db, ctx, timeBankSetting, {
    autoBankOvertime: input.autoBankOvertime,
    allowNegative: input.allowNegative,
  });
  return loadTimeregSettings(deps.db, ctx.companyId);
}
