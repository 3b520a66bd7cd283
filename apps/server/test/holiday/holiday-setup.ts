import { addDays, danishToday, isoWeekday, isPublicHoliday } from '@kollega/domain';
import { eq } from 'drizzle-orm';
import type { App } from '../../src/app';
import { timeEntries } from '../../src/db/schema/index';
import { createCompanyWithOwner, createEmployee, loginAs } from '../../src/testing/factories';
import { auditActionsOf } from '../helpers/audit';
import { call } from '../helpers/http';

/** A Monday at least `ahead` days away whose week has no public holiday, and its Friday. */
export function freeWeek(ahead: number): { monday: string; friday: string } {
  let monday = addDays(danishToday(), ahead);
  while (isoWeekday(monday) !== 1) monday = addDays(monday, 1);
  while ([0, 1, 2, 3, 4].some((d) => isPublicHoliday(addDays(monday, d)))) monday = addDays(monday, 7);
  return { monday, friday: addDays(monday, 4) };
}

/** A Monday at least `ahead` days away whose Monday–Friday has exactly one public holiday, and that day. */
export function weekWithOnePublicHoliday(ahead: number): { monday: string; publicHoliday: string } {
  let monday = addDays(danishToday(), ahead);
  while (isoWeekday(monday) !== 1) monday = addDays(monday, 1);
  for (;;) {
    const holidays = [0, 1, 2, 3, 4].map((d) => addDays(monday, d)).filter(isPublicHoliday);
    if (holidays.length === 1) return { monday, publicHoliday: holidays[0] as string };
    monday = addDays(monday, 7);
  }
}

/**
 * The setup the holiday test files share, on the app their `beforeAll` builds: a company with its owner signed in
 * and one employee (Frida Ferie, with the app) who asks for holiday through `ask`.
 */
export function holidayHelpers(appOf: () => App) {
  async function setup(fields: Record<string, unknown> = {}) {
    const app = appOf();
    const company = await createCompanyWithOwner(app);
    const cookie = await loginAs(app, company.owner);
    const { employee, account } = await createEmployee(app, company.companyId, {
      firstName: 'Frida',
      lastName: 'Ferie',
      login: {},
      fields: { mobileAppAccess: true, startDate: '2020-01-01', department: 'Lager', ...fields },
    });
    const employeeCookie = await loginAs(app, account as NonNullable<typeof account>);
    const ask = (payload: unknown) =>
      call(app, 'POST', '/api/me/holiday/requests', { cookie: employeeCookie, payload });
    return { ...company, cookie, employee, employeeCookie, ask };
  }

  async function entriesOf(employeeId: string) {
    return appOf().database.db.select().from(timeEntries).where(eq(timeEntries.employeeId, employeeId));
  }

  const auditActions = (entityId: string) => auditActionsOf(appOf(), entityId);

  return { setup, entriesOf, auditActions };
}
