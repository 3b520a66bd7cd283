import { addDays, danishToday, isoWeekday, openHolidayYears } from '@kollega/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { App } from '../app';
import { employees, holidayLedger, holidayRequests, holidaySettings } from '../db/schema/index';
import { decideRequest } from '../features/holiday/decide-request';
import type { HolidayDeps } from '../features/holiday/deps';
import { holidayTimereg } from '../features/timereg/public';
import type { Mailer } from '../integrations/mail/mailer';
import type { AdminContext } from '../plugins/auth/request-context';

/** The Monday `weeks` weeks after this week's. */
function mondayIn(weeks: number): string {
  const today = danishToday();
  return addDays(today, 7 * weeks - (isoWeekday(today) - 1));
}

/**
 * The demo company's holiday (issue 18): feriefridage, opening balances and a 5th-week transfer waiting for its
 * signature, pending requests, and approved ones registered through time registration like an admin's approval,
 * so Fravær's calendar is busy. Once: skipped when the company has any request. The decision e-mails are not
 * sent (a silent mailer), so the outbox is not filled with demo mail.
 */
export async function seedDemoHoliday(app: App, owner: AdminContext): Promise<number> {
  const db = app.database.db;
  const { companyId } = owner;
  const [existing] = await db
    .select({ id: holidayRequests.id })
    .from(holidayRequests)
    .where(eq(holidayRequests.companyId, companyId))
    .limit(1);
  if (existing) return 0;
  await db
    .insert(holidaySettings)
    .values({ companyId, allowAdvance: true, extraDays: 5, extraDaysPeriod: 'calendarYear' })
    .onConflictDoNothing();
  const people = await db
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        eq(employees.companyId, companyId),
        eq(employees.mobileAppAccess, true),
        eq(employees.timeRegistrationExempt, false),
        ne(employees.employmentStatus, 'inactive'),
        ne(employees.id, owner.employeeId),
      ),
    )
    .orderBy(employees.email);
  const [olderYear] = openHolidayYears(danishToday());
  const silent: Mailer = { kind: 'outbox', send: async () => {}, close: async () => {} };
  const deps: HolidayDeps = { db, mailer: silent, timereg: holidayTimereg, baseUrl: '', log: app.log };
  let made = 0;
  for (const [index, person] of people.entries()) {
    if (index < 4) {
      await db.insert(holidayLedger).values({
        companyId,
        employeeId: person.id,
        bucket: 'holiday',
        kind: 'opening',
        year: olderYear as number,
        days: -(3 + index),
        note: 'Afholdt før Kollega',
        createdBy: owner.userId,
      });
    }
    if (index === 1) {
      await db.insert(holidayLedger).values({
        companyId,
        employeeId: person.id,
        bucket: 'holiday',
        kind: 'transfer',
        year: olderYear as number,
        days: 5,
        transferKind: 'fifthWeek',
        note: 'Aftale om overførsel af 5. ferieuge',
        createdBy: owner.userId,
      });
    }
    // Odd ones also ask for three weeks of hovedferie next July (waiting for an answer).
    if (index % 2 === 1) {
      const year = Number(danishToday().slice(0, 4)) + 1;
      const july = addDays(`${year}-07-01`, (8 - isoWeekday(`${year}-07-01`)) % 7);
      const to = addDays(july, 18);
      const working = await holidayTimereg.requestDays(db, companyId, person.id, 'holiday', july, to);
      await db.insert(holidayRequests).values({
        companyId,
        employeeId: person.id,
        bucket: 'holiday',
        fromDate: july,
        toDate: to,
        days: working.length,
        note: 'Sommerferie',
      });
      made += 1;
    }
    // Everyone asks for a week (some Mon–Wed) spread over the next two months.
    if (index > 20) continue;
    // From four weeks ahead: the browser tests register in the next two weeks of the demo employee.
    const monday = mondayIn(4 + (index % 8));
    const to = addDays(monday, index % 3 === 0 ? 2 : 4);
    const [request] = await db
      .insert(holidayRequests)
      .values({
        companyId,
        employeeId: person.id,
        bucket: index % 6 === 4 ? 'extra' : 'holiday',
        fromDate: monday,
        toDate: to,
        days: 0,
        note: index % 4 === 0 ? 'Familiebesøg' : '',
      })
      .returning();
    if (!request) continue;
    const working = await holidayTimereg.requestDays(
      db,
      companyId,
      person.id,
      request.bucket === 'extra' ? 'timeOff' : 'holiday',
      monday,
      to,
    );
    await db.update(holidayRequests).set({ days: working.length }).where(eq(holidayRequests.id, request.id));
    // Two of three are approved (their days registered), the rest wait on the dashboard and in Fravær.
    if (index % 3 !== 2 && working.length > 0) {
      await decideRequest(deps, owner, {
        requestId: request.id,
        approve: true,
        comment: index === 0 ? 'God tur!' : '',
      });
    }
    made += 1;
  }
  return made;
}
