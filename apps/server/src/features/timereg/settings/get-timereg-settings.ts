import { danishToday, settingInForce, type TimeregSettingsResponse } from '@kollega/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { companyDaysOff, employees } from '../../../db/schema/index';
import type { AdminContext } from '../../../plugins/auth/request-context';
import type { TimeregDeps } from '../deps';
import { loadTimeBankSettings } from '../time-bank/time-bank-record';
import { loadCompanyCalendar, loadSettingSources } from '../timereg-record';

/** Reads the settings page's answer; the save actions answer with it too, after their transaction. */
export async function loadTimeregSettings(db: Db, companyId: string): Promise<TimeregSettingsResponse> {
  const today = danishToday();
  const sources = await loadSettingSources(db, companyId, null);
  const { createdDate, ...company } = settingInForce(sources, today);
  const calendar = await loadCompanyCalendar(db, companyId);
  const days = await db
    .select({ date: companyDaysOff.date, name: companyDaysOff.name })
    .from(companyDaysOff)
    .where(eq(companyDaysOff.companyId, companyId))
    .orderBy(asc(companyDaysOff.date));
  const individual = await db
    .select({ employeeId: employees.id, firstName: employees.firstName, lastName: employees.lastName })
    .from(employees)
    .where(
      and(
        eq(employees.companyId, companyId),
        eq(employees.individualTimeLogSettings, true),
        isNull(employees.deletedAt),
      ),
    );
  return {
    company: { ...company, createdDate },
    daysOff: days,
    lockDate: calendar.lockDate,
    missingEntryReminder: calendar.missingEntryReminder,
    timeBank: await loadTimeBankSettings(db, companyId),
    individual,
  };
}

/**
 * GET /api/timereg/settings: 'Indstillinger til tidsregistrering', the company's norm week in force today, its
 * days off, and who has their own.
 */
export function getTimeregSettings(deps: TimeregDeps, ctx: AdminContext): Promise<TimeregSettingsResponse> {
  return loadTimeregSettings(deps.db, ctx.companyId);
}
