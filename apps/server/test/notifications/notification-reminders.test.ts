import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import {
  companies,
  mailOutbox,
  notificationEmails,
  notifications,
  timeEntries,
} from '../../src/db/schema/index';
import { getNotificationPreferences } from '../../src/features/notifications/preferences';
import { scanCompany } from '../../src/features/notifications/scan/run-notification-scan';
import { sendNotificationEmails } from '../../src/features/notifications/send-notification-emails';
import { createOutboxMailer } from '../../src/integrations/mail/outbox-mailer';
import { createCompanyWithOwner, createEmployee } from '../../src/testing/factories';
import { buildTestApp } from '../helpers/test-app';

/** A Copenhagen wall-clock moment in winter (UTC+1): '2026-11-24', 9 → 08:00Z. */
function winter(date: string, hour: number, minute = 0): Date {
  return new Date(`${date}T${String(hour - 1).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`);
}
/** The same in summer (UTC+2). */
function summer(date: string, hour: number): Date {
  return new Date(`${date}T${String(hour - 2).padStart(2, '0')}:00:00Z`);
}

let app: App;
let companyId: string;
/** Registers time, has a login, no registrations unless a test adds them. */
let annaId: string;
/** Registered work on Monday 23 November. */
let bentId: string;
/** Was sick on Monday 23 November. */
let carlId: string;
/** Exempt from time registration. */
let ditteId: string;
/** Starts on Tuesday 24 November. */
let emilId: string;
/** Registers time on paper: no login. */
let fridaId: string;

const scanDeps = () => ({ db: app.database.db });

async function rowsOf(employeeId: string, kind: string) {
  return app.database.db
    .select({ dedupeKey: notifications.dedupeKey, params: notifications.params, id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.employeeId, employeeId), eq(notifications.kind, kind)));
}
const reminders = (employeeId: string) => rowsOf(employeeId, 'timereg-missing-entry');
const lapsing = (employeeId: string) => rowsOf(employeeId, 'holiday-fifth-week-lapsing');

async function worker(cid: string, firstName: string, fields: Record<string, unknown> = {}) {
  const { employee } = await createEmployee(app, cid, {
    login: {},
    firstName,
    fields: { mobileAppAccess: true, startDate: '2026-01-01', ...fields },
  });
  return employee.id;
}

async function entry(employeeId: string, date: string, type: string) {
  await app.database.db.insert(timeEntries).values({ companyId, employeeId, date, type, hours: 7.4 });
}

beforeAll(async () => {
  ({ app } = await buildTestApp());
  ({ companyId } = await createCompanyWithOwner(app, { owner: { firstName: 'Olga', lastName: 'Ejer' } }));
  annaId = await worker(companyId, 'Anna');
  bentId = await worker(companyId, 'Bent');
  carlId = await worker(companyId, 'Carl');
  ditteId = await worker(companyId, 'Ditte', { timeRegistrationExempt: true });
  emilId = await worker(companyId, 'Emil', { startDate: '2026-11-24' });
  ({
    employee: { id: fridaId },
  } = await createEmployee(app, companyId, { firstName: 'Frida', fields: { mobileAppAccess: true } }));
  await entry(bentId, '2026-11-23', 'work');
  await entry(carlId, '2026-11-23', 'sickLeave');
});

describe("the 09:00 reminder of yesterday's workday without a registration (issue 26)", () => {
  it('is not made before 09:00', async () => {
    await scanCompany(scanDeps(), companyId, winter('2026-11-24', 8, 59));
    expect(await reminders(annaId)).toEqual([]);
  });

  it('reminds on Tuesday at 09:00 of Monday, once, in the app by default', async () => {
    await scanCompany(scanDeps(), companyId, winter('2026-11-24', 9));
    await scanCompany(scanDeps(), companyId, winter('2026-11-24', 9, 15));
    await scanCompany(scanDeps(), companyId, winter('2026-11-24', 15));
    const rows = await reminders(annaId);
    expect(rows).toEqual([
      expect.objectContaining({
        dedupeKey: 'timereg-missing-entry:2026-11-23',
        params: { date: '2026-11-23' },
      }),
    ]);
    const mails = await app.database.db
      .select()
      .from(notificationEmails)
      .where(eq(notificationEmails.notificationId, rows[0]!.id));
    expect(mails).toEqual([]);
  });

  it('leaves out a day with work or absence, the exempt, those not employed that day, and those without a login', async () => {
    expect(await reminders(fridaId)).toEqual([]);
    expect(await reminders(bentId)).toEqual([]);
    expect(await reminders(carlId)).toEqual([]);
    expect(await reminders(ditteId)).toEqual([]);
    expect(await reminders(emilId)).toEqual([]);
  });

  it('reminds on Monday of Friday, never of the weekend, and sends nothing on the weekend', async () => {
    await scanCompany(scanDeps(), companyId, winter('2026-11-28', 10));
    await scanCompany(scanDeps(), companyId, winter('2026-11-29', 10));
    await scanCompany(scanDeps(), companyId, winter('2026-11-30', 9));
    expect((await reminders(annaId)).map((row) => row.dedupeKey).sort()).toEqual([
      'timereg-missing-entry:2026-11-23',
      'timereg-missing-entry:2026-11-27',
    ]);
    // Emil was employed on Friday: he is reminded of it too.
    expect((await reminders(emilId)).map((row) => row.dedupeKey)).toEqual([
      'timereg-missing-entry:2026-11-27',
    ]);
  });

  it('skips a public holiday: nothing on Kristi himmelfartsdag, and the Friday after reminds of Wednesday', async () => {
    await scanCompany(scanDeps(), companyId, summer('2026-05-14', 9));
    await scanCompany(scanDeps(), companyId, summer('2026-05-15', 9));
    const keys = (await reminders(annaId)).map((row) => row.dedupeKey);
    expect(keys).toContain('timereg-missing-entry:2026-05-13');
    expect(keys).not.toContain('timereg-missing-entry:2026-05-14');
  });

  it("mails it when the company chooses 'E-mail', and makes nothing when it chooses 'Fra'", async () => {
    await app.database.db
      .update(companies)
      .set({ missingEntryReminder: 'e-mail' })
      .where(eq(companies.id, companyId));
    await scanCompany(scanDeps(), companyId, winter('2026-12-01', 9));
    const [tuesday] = (await reminders(annaId)).filter(
      (row) => row.dedupeKey === 'timereg-missing-entry:2026-11-30',
    );
    expect(tuesday).toBeDefined();
    const mails = await app.database.db
      .select({ channel: notificationEmails.channel })
      .from(notificationEmails)
      .where(eq(notificationEmails.notificationId, tuesday!.id));
    expect(mails).toEqual([{ channel: 'e-mail' }]);
    // The sender re-reads the delivery: the company's choice is Anna's default, so the mail goes.
    await sendNotificationEmails(
      {
        db: app.database.db,
        mailer: createOutboxMailer(app.database.db),
        baseUrl: 'http://localhost:3000',
        unsubscribeSecret: 'ab'.repeat(32),
        now: () => winter('2026-12-01', 9),
      },
      winter('2026-12-01', 9, 30),
    );
    const sent = await app.database.db.select({ subject: mailOutbox.subject }).from(mailOutbox);
    expect(sent.map((mail) => mail.subject)).toContain('Du mangler at registrere i går');
    // 'Notifikationer' shows the company's choice as her default.
    const shown = await getNotificationPreferences(scanDeps(), { companyId, employeeId: annaId });
    expect(shown.preferences.find((row) => row.kind === 'timereg-missing-entry')?.delivery).toBe('e-mail');

    await app.database.db
      .update(companies)
      .set({ missingEntryReminder: 'off' })
      .where(eq(companies.id, companyId));
    const before = (await reminders(annaId)).length;
    await scanCompany(scanDeps(), companyId, winter('2026-12-02', 9));
    expect(await reminders(annaId)).toHaveLength(before);
    await app.database.db
      .update(companies)
      .set({ missingEntryReminder: 'in-app' })
      .where(eq(companies.id, companyId));
  });
});

describe('5th-week days lapsing on 31 December (issue 26)', () => {
  let lapseCompany: string;
  let longServingId: string;
  let tookMostId: string;
  let newcomerId: string;

  beforeAll(async () => {
    ({ companyId: lapseCompany } = await createCompanyWithOwner(app, {
      owner: { firstName: 'Pia', lastName: 'Ejer' },
    }));
    // The reminder of missing registrations is not what these tests are about.
    await app.database.db
      .update(companies)
      .set({ missingEntryReminder: 'off' })
      .where(eq(companies.id, lapseCompany));
    longServingId = await worker(lapseCompany, 'Lone', { startDate: '2016-03-01' });
    tookMostId = await worker(lapseCompany, 'Tage', { startDate: '2016-03-01' });
    newcomerId = await worker(lapseCompany, 'Nina', { startDate: '2026-10-01' });
    // Tage took 22 of ferieår 2025/26's 25 days in the summer of 2026: 3 of the 5th week are left.
    const days: string[] = [];
    for (let day = new Date('2026-06-01T00:00:00Z'); days.length < 22; day.setUTCDate(day.getUTCDate() + 1)) {
      if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) days.push(day.toISOString().slice(0, 10));
    }
    await app.database.db.insert(timeEntries).values(
      days.map((date) => ({
        companyId: lapseCompany,
        employeeId: tookMostId,
        date,
        type: 'holiday',
        hours: 7.4,
      })),
    );
  });

  it('says nothing in October', async () => {
    await scanCompany(scanDeps(), lapseCompany, winter('2026-10-30', 9));
    expect(await lapsing(longServingId)).toEqual([]);
  });

  it('announces in November the days that lapse, once, to each employee with such days', async () => {
    await scanCompany(scanDeps(), lapseCompany, winter('2026-11-02', 8, 45));
    expect(await lapsing(longServingId)).toEqual([]);
    await scanCompany(scanDeps(), lapseCompany, winter('2026-11-02', 9));
    await scanCompany(scanDeps(), lapseCompany, winter('2026-11-02', 9, 15));
    await scanCompany(scanDeps(), lapseCompany, winter('2026-11-03', 9));
    expect(await lapsing(longServingId)).toEqual([
      expect.objectContaining({
        dedupeKey: 'holiday-fifth-week-lapsing:2026-11',
        params: { days: 5, year: '2026' },
      }),
    ]);
    expect((await lapsing(tookMostId)).map((row) => row.params)).toEqual([{ days: 3, year: '2026' }]);
    expect(await lapsing(newcomerId)).toEqual([]);
  });

  it('announces them again in December', async () => {
    await scanCompany(scanDeps(), lapseCompany, winter('2026-12-01', 9, 30));
    expect((await lapsing(longServingId)).map((row) => row.dedupeKey).sort()).toEqual([
      'holiday-fifth-week-lapsing:2026-11',
      'holiday-fifth-week-lapsing:2026-12',
    ]);
  });
});
