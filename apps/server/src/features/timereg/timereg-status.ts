import {
  danishToday,
  pickSetting,
  profilePhotoUrl,
  type TimeregEmployee,
  type TimeregStatus,
} from '@kollega/domain';
import { and, asc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { employees, subscriptions } from '../../db/schema/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import { loadSettingRows, settingSourcesFor } from './timereg-record';

/** Who registers time (time-registration §5): app access, not exempt, not inactive, not deleted. */
export const registersTime = () =>
  and(
    eq(employees.mobileAppAccess, true),
    eq(employees.timeRegistrationExempt, false),
    ne(employees.employmentStatus, 'inactive'),
    isNull(employees.deletedAt),
  );

/** GET /api/timereg/status: the subscription facts and the number of employees the page depends on. */
export async function timeregStatus(db: Db, ctx: AdminContext): Promise<TimeregStatus> {
  const [subscription] = await db
    .select({
      status: subscriptions.status,
      trial: subscriptions.trial,
      hasPaymentCard: subscriptions.hasPaymentCard,
    })
    .from(subscriptions)
    .where(eq(subscriptions.companyId, ctx.companyId));
  const [count] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(employees)
    .where(and(eq(employees.companyId, ctx.companyId), registersTime()));
  return {
    status: (subscription?.status as TimeregStatus['status']) ?? null,
    trial: subscription?.trial ?? false,
    hasPaymentCard: subscription?.hasPaymentCard ?? false,
    eligibleEmployees: count?.count ?? 0,
  };
}

/**
 * GET /api/timereg/employees: the employee choices of time registration (time-registration §5), or with
 * `inactive` the inactive employees that have an end date (§2 'show inactive'), with their pay form today.
 */
export async function timeregEmployees(
  db: Db,
  ctx: AdminContext,
  options: { inactive: boolean },
): Promise<TimeregEmployee[]> {
  const rows = await db
    .select()
    .from(employees)
    .where(
      and(
        eq(employees.companyId, ctx.companyId),
        options.inactive
          ? and(
              eq(employees.employmentStatus, 'inactive'),
              isNotNull(employees.endDate),
              isNull(employees.deletedAt),
            )
          : registersTime(),
      ),
    )
    .orderBy(asc(employees.firstName), asc(employees.lastName));
  const today = danishToday();
  const settingRows = await loadSettingRows(db, ctx.companyId);
  const result: TimeregEmployee[] = [];
  for (const row of rows) {
    const setting = pickSetting(settingSourcesFor(settingRows, row), today);
    result.push({
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      profilePhotoUrl: profilePhotoUrl(row.id, row.profilePhotoKey),
      inactive: row.employmentStatus === 'inactive',
      endDate: row.endDate,
      startDate: row.startDate,
      employmentStatus: row.employmentStatus,
      isPaidHourly: setting.isPaidHourly,
      paidBreak: setting.paidBreak,
      breakDuration: setting.breakDuration,
    });
  }
  return result;
}
