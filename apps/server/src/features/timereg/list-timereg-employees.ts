import { danishToday, pickSetting, profilePhotoUrl, type TimeregEmployee } from '@kollega/domain';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { TimeregDeps } from './deps';
import { selectTimeregEmployees } from './timereg-employees';
import { loadSettingRows, settingSourcesFor } from './timereg-record';

/**
 * GET /api/timereg/employees: the employee choices of time registration (time-registration §5), or with
 * `inactive` the inactive employees that have an end date (§2 'show inactive'), with their pay form today.
 */
export async function listTimeregEmployees(
  deps: TimeregDeps,
  ctx: AdminContext,
  query: { inactive: boolean },
): Promise<{ employees: TimeregEmployee[] }> {
  const [rows, settingRows] = await Promise.all([
    selectTimeregEmployees(deps.db, ctx.companyId, { inactive: query.inactive }),
    loadSettingRows(deps.db, ctx.companyId),
  ]);
  const today = danishToday();
  return {
    employees: rows.map((row) => {
      const setting = pickSetting(settingSourcesFor(settingRows, row), today);
      return {
        id: row.id,
        firstName: row.firstName,
        lastName: row.lastName,
        profilePhotoUrl: profilePhotoUrl(row.id, row.profilePhotoKey),
        // A deleted employee's records are shown read only, like an inactive one's (docs/rules/timereg.md#ruling-14).
        inactive: row.employmentStatus === 'inactive' || row.deletedAt !== null,
        endDate: row.endDate,
        startDate: row.startDate,
        employmentStatus: row.employmentStatus,
        isPaidHourly: setting.isPaidHourly,
        paidBreak: setting.paidBreak,
        breakDuration: setting.breakDuration,
      };
    }),
  };
}
