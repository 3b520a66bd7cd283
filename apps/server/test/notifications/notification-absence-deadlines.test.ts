import { datesBetween } from '@kollega/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import {
  employees,
  mailOutbox,
  notificationPreferences,
  notifications,
  sickReports,
  timeEntries,
} from '../../src/db/schema/index';
import type { NotificationDeps } from '../../src/features/notifications/deps';
import { runNotificationScan } from '../../src/features/notifications/scan/run-notification-scan';
import { createScanMemory } from '../../src/features/notifications/scan/scan-memory';
import { createOutboxMailer } from '../../src/integrations/mail/outbox-mailer';
import { createCompanyWithOwner, createEmployee } from '../../src/testing/factories';
import { buildTestApp } from '../helpers/test-app';

// Decision 068: the sickness and Barsel deadlines by e-mail to the admins, a week before and on the day, once each.

/** Friday 18 December 2026, 07:30 in Copenhagen (06:30 UTC): the scan's reminder hour. */
const FRIDAY_0730 = new Date('2026-12-18T06:30:00Z');
/** `days` later at the same time (no DST change in December). */
const later = (days: number, minutes = 0) =>
  new Date(FRIDAY_0730.getTime() + days * 86_400_000 + minutes * 60_000);

let app: App;
let deps: NotificationDeps;

beforeAll(async () => {
  ({ app } = await buildTestApp());
  deps = {
    db: app.database.db,
    mailer: createOutboxMailer(app.database.db),
    baseUrl: 'http://localhost:3000',
    unsubscribeSecret: 'ab'.repeat(32),
    now: () => FRIDAY_0730,
  };
});

/**
 * A company whose owner (an admin) is reminded, with: Bo, sick since 20 November (samtale due today, the employer
 * period ends tomorrow, NemRefusion in 7 days); Eva, sick since 1 November (every deadline past); Carl on Barsel,
 * paid to 25 October and unpaid since, still on leave (refusion request by 20 December, provisional).
 */
async function companyWithDeadlines(prefix: string) {
  const company = await createCompanyWithOwner(app, { owner: { firstName: prefix, lastName: 'Ejer' } });
  const cid = company.companyId;
  const person = async (firstName: string) =>
    (
      await createEmployee(app, cid, {
        firstName,
        lastName: prefix,
        fields: { startDate: '2020-01-01' },
      })
    ).employee;
  const bo = await person('Bo');
  const eva = await person('Eva');
  const carl = await person('Carl');
  const db = app.database.db;
  await db.insert(sickReports).values([
    { companyId: cid, employeeId: bo.id, firstDay: '2026-11-20' },
    { companyId: cid, employeeId: eva.id, firstDay: '2026-11-01' },
  ]);
  const barsel = (from: string, to: string, withPay: boolean) =>
    datesBetween(from, to).map((date) => ({
      companyId: cid,
      employeeId: carl.id,
      date,
      type: 'parentalLeave',
      hours: 7.4,
      absenceKind: withPay ? 'maternity' : 'parental',
      withPay,
    }));
  await db
    .insert(timeEntries)
    .values([...barsel('2026-10-19', '2026-10-25', true), ...barsel('2026-10-26', '2026-12-16', false)]);
  return { ...company, bo, eva, carl, barsel };
}

async function notificationsOf(employeeId: string) {
  return app.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.employeeId, employeeId), eq(notifications.kind, 'absence-deadline')));
}

/** The reminder mails to `email` (an account's own verification mail is left out). */
async function deadlineMails(email: string) {
  const mails = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  return mails.filter((mail) => mail.subject.startsWith('Frist'));
}

const summary = (rows: Awaited<ReturnType<typeof notificationsOf>>) =>
  rows
    .map((row) => `${row.params.employee} ${row.params.deadline} ${row.params.date} ${row.params.daysLeft}`)
    .sort();

describe('absence deadline reminders', () => {
  it('reminds the admins once a week before and once on the day, in Danish, with a link and vejledende', async () => {
    const a = await companyWithDeadlines('Alfa');
    const ownerId = a.owner.employeeId;
    // Not before the sending window opens at 07:00 (decision 071), nor after it closes at 20:00.
    await runNotificationScan(deps, later(0, -45));
    await runNotificationScan(deps, later(-1, 750));
    expect(await notificationsOf(ownerId)).toEqual([]);

    await runNotificationScan(deps, FRIDAY_0730);
    const first = await notificationsOf(ownerId);
    expect(summary(first)).toEqual([
      'Bo Alfa conversation 2026-12-18 0',
      'Bo Alfa employerPeriod 2026-12-19 1',
      'Bo Alfa nemRefusion 2026-12-25 7',
      'Carl Alfa parentalRefusion 2026-12-20 2',
    ]);
    const carlRow = first.find((row) => row.params.deadline === 'parentalRefusion');
    expect(carlRow?.link).toBe(`/medarbejdere/${a.carl.id}/ferie`);
    expect(carlRow?.params.provisional).toBe(1);

    // The default is e-mail, sent at once (07:30 is inside the sending window).
    const mails = await deadlineMails(a.owner.email);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Frist i dag: Bo Alfa',
      'Frist om 1 dag: Bo Alfa',
      'Frist om 2 dage: Carl Alfa',
      'Frist om 7 dage: Bo Alfa',
    ]);
    const carlMail = mails.find((mail) => mail.subject === 'Frist om 2 dage: Carl Alfa');
    expect(carlMail?.text).toContain(
      'Barsel: anmod om refusion senest 20. december 2026 (foreløbig, orloven er ikke afsluttet; vejledende).',
    );
    expect(carlMail?.text).toContain(`http://localhost:3000/medarbejdere/${a.carl.id}/ferie`);
    expect(mails.find((mail) => mail.subject === 'Frist i dag: Bo Alfa')?.text).toContain(
      'Sygefraværssamtale senest 18. december 2026 (vejledende).',
    );

    // The same moment again, the next quarter-hour: nothing new, no mail twice.
    await runNotificationScan(deps, FRIDAY_0730);
    await runNotificationScan(deps, later(0, 15));
    expect(await notificationsOf(ownerId)).toHaveLength(4);
    expect(await deadlineMails(a.owner.email)).toHaveLength(4);

    // The next day: only the employer period's day reminder is new; the week reminders are not repeated.
    await runNotificationScan(deps, later(1));
    const second = await notificationsOf(ownerId);
    expect(summary(second.filter((row) => !first.some((old) => old.id === row.id)))).toEqual([
      'Bo Alfa employerPeriod 2026-12-19 0',
    ]);
  });

  it('reminds of a moved deadline at its new date, never again of the old one; a past one never', async () => {
    const b = await companyWithDeadlines('Beta');
    const ownerId = b.owner.employeeId;
    await runNotificationScan(deps, FRIDAY_0730);
    // The salary is found to go on three more days: the refusion deadline moves from 20 to 23 December.
    await app.database.db
      .update(timeEntries)
      .set({ withPay: true, absenceKind: 'maternity' })
      .where(
        and(
          eq(timeEntries.employeeId, b.carl.id),
          inArray(timeEntries.date, ['2026-10-26', '2026-10-27', '2026-10-28']),
        ),
      );
    for (let day = 1; day <= 6; day++) await runNotificationScan(deps, later(day));
    const carl = (await notificationsOf(ownerId)).filter((row) => row.params.employee === 'Carl Beta');
    expect(carl.map((row) => `${row.params.date} ${row.params.daysLeft}`).sort()).toEqual([
      // The old date's week reminder (sent before the move); no day reminder for it on the 20th.
      '2026-12-20 2',
      '2026-12-23 0',
      '2026-12-23 4',
    ]);
    // Eva's deadlines had passed when first seen: nothing, on any day.
    expect((await notificationsOf(ownerId)).filter((row) => row.params.employee === 'Eva Beta')).toEqual([]);
  });

  it("follows each admin's choice: 'Fra' makes nothing, 'Kun i appen' no mail", async () => {
    const c = await companyWithDeadlines('Gamma');
    const quiet = await createEmployee(app, c.companyId, { role: 'admin', login: {}, firstName: 'Stille' });
    const inApp = await createEmployee(app, c.companyId, { role: 'admin', login: {}, firstName: 'App' });
    await app.database.db.insert(notificationPreferences).values([
      { companyId: c.companyId, employeeId: quiet.employee.id, kind: 'absence-deadline', delivery: 'off' },
      { companyId: c.companyId, employeeId: inApp.employee.id, kind: 'absence-deadline', delivery: 'in-app' },
    ]);
    await runNotificationScan(deps, FRIDAY_0730);
    expect(await notificationsOf(quiet.employee.id)).toEqual([]);
    expect(await notificationsOf(inApp.employee.id)).toHaveLength(4);
    expect(await notificationsOf(c.owner.employeeId)).toHaveLength(4);
    expect(await deadlineMails(inApp.account?.email ?? '')).toEqual([]);
    expect(await deadlineMails(quiet.account?.email ?? '')).toEqual([]);
    expect(await deadlineMails(c.owner.email)).toHaveLength(4);
    // Employees who are not admins are not reminded.
    expect(await notificationsOf(c.bo.id)).toEqual([]);
  });

  it("keeps each company's deadlines to its own admins", async () => {
    const d = await companyWithDeadlines('Delta');
    const e = await createCompanyWithOwner(app, { owner: { firstName: 'Epsilon', lastName: 'Ejer' } });
    await runNotificationScan(deps, FRIDAY_0730);
    // A company without any sickness or Barsel gets nothing, and none of Delta's.
    expect(await notificationsOf(e.owner.employeeId)).toEqual([]);
    const rows = await notificationsOf(d.owner.employeeId);
    expect(rows).toHaveLength(4);
    expect(rows.every((row) => row.companyId === d.companyId)).toBe(true);
    expect(rows.every((row) => String(row.params.employee).endsWith('Delta'))).toBe(true);
    // Every reminder of every company names its own company's employees and links to them.
    const all = await app.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'absence-deadline'));
    const companyOf = new Map(
      (
        await app.database.db.select({ id: employees.id, companyId: employees.companyId }).from(employees)
      ).map((person) => [person.id, person.companyId]),
    );
    expect(all.length).toBeGreaterThan(0);
    for (const row of all) {
      const subject = /^\/medarbejdere\/([^/]+)\/ferie$/.exec(row.link ?? '')?.[1];
      expect(companyOf.get(subject ?? '')).toBe(row.companyId);
      expect(companyOf.get(row.employeeId)).toBe(row.companyId);
    }
  });

  it('reminds of a closed sick period’s NemRefusion report once a week before and once on the day (decision 071)', async () => {
    const company = await createCompanyWithOwner(app, { owner: { firstName: 'Zeta', lastName: 'Ejer' } });
    const cid = company.companyId;
    const person = async (firstName: string) =>
      (await createEmployee(app, cid, { firstName, lastName: 'Zeta', fields: { startDate: '2020-01-01' } }))
        .employee;
    const fia = await person('Fia');
    const gert = await person('Gert');
    const hans = await person('Hans');
    await app.database.db.insert(sickReports).values([
      // Fia: 16.11–16.12, 31 days, back on 17.12: past the employer period, so NemRefusion by 21.12 is still due.
      { companyId: cid, employeeId: fia.id, firstDay: '2026-11-16', recoveredOn: '2026-12-17' },
      // Gert: 17.11–16.12, 30 days: ended with the employer period, no refusion and no deadline.
      { companyId: cid, employeeId: gert.id, firstDay: '2026-11-17', recoveredOn: '2026-12-17' },
      // Hans: 3 days in December, back long before his samtale date (5.1): nothing to remind of.
      { companyId: cid, employeeId: hans.id, firstDay: '2026-12-08', recoveredOn: '2026-12-11' },
    ]);
    const ownerId = company.owner.employeeId;
    const seen = async () =>
      (await notificationsOf(ownerId)).map(
        (row) => `${row.params.employee} ${row.params.deadline} ${row.params.date} ${row.params.daysLeft}`,
      );

    await runNotificationScan(deps, FRIDAY_0730);
    await runNotificationScan(deps, later(0, 15));
    expect(await seen()).toEqual(['Fia Zeta nemRefusion 2026-12-21 3']);
    const [week] = await deadlineMails(company.owner.email);
    expect(week?.subject).toBe('Frist om 3 dage: Fia Zeta');
    expect(week?.text).toContain(
      'Anmeld til NemRefusion senest 21. december 2026 (afsluttet sygeperiode; vejledende).',
    );

    // Monday 21.12, the day: one 'day' reminder, and a second scan of the hour adds nothing.
    await runNotificationScan(deps, later(3));
    await runNotificationScan(deps, later(3, 15));
    expect((await seen()).sort()).toEqual([
      'Fia Zeta nemRefusion 2026-12-21 0',
      'Fia Zeta nemRefusion 2026-12-21 3',
    ]);
    expect((await deadlineMails(company.owner.email)).map((mail) => mail.subject).sort()).toEqual([
      'Frist i dag: Fia Zeta',
      'Frist om 3 dage: Fia Zeta',
    ]);
    // The day after, the deadline has passed: nothing more.
    await runNotificationScan(deps, later(4));
    expect(await seen()).toHaveLength(2);
  });

  it('sends the day reminder from the first scan after 07:00 when the 07:00 hour was missed, then reads nothing more that day (decision 071)', async () => {
    const h = await companyWithDeadlines('Eta');
    const ownerId = h.owner.employeeId;
    // The server was down from before 07:00 to 09:00: its first scan, at 09:00, runs the day's pass.
    const memory = createScanMemory();
    await runNotificationScan(deps, later(0, 90), memory);
    expect(summary(await notificationsOf(ownerId))).toEqual([
      'Bo Eta conversation 2026-12-18 0',
      'Bo Eta employerPeriod 2026-12-19 1',
      'Bo Eta nemRefusion 2026-12-25 7',
      'Carl Eta parentalRefusion 2026-12-20 2',
    ]);
    expect(await deadlineMails(h.owner.email)).toHaveLength(4);
    expect(memory.absenceDeadlinesDoneOn).toBe('2026-12-18');

    // Ida's sygemelding, registered now with a samtale due today: the scans after the day's pass read nothing for
    // the deadlines, so her reminder waits — it is found only by a scan without the memory (as the CLI runs).
    const { employee: ida } = await createEmployee(app, h.companyId, { firstName: 'Ida', lastName: 'Eta' });
    await app.database.db
      .insert(sickReports)
      .values({ companyId: h.companyId, employeeId: ida.id, firstDay: '2026-11-20' });
    await runNotificationScan(deps, later(0, 105), memory);
    await runNotificationScan(deps, later(0, 600), memory);
    expect(await notificationsOf(ownerId)).toHaveLength(4);
    await runNotificationScan(deps, later(0, 615));
    expect(summary(await notificationsOf(ownerId))).toContain('Ida Eta conversation 2026-12-18 0');

    // The next day the remembered pass is yesterday's: the first scan from 07:00 runs it again, once.
    const before = (await notificationsOf(ownerId)).length;
    await runNotificationScan(deps, later(1, -45), memory);
    expect(await notificationsOf(ownerId)).toHaveLength(before);
    await runNotificationScan(deps, later(1), memory);
    expect(memory.absenceDeadlinesDoneOn).toBe('2026-12-19');
    expect(summary(await notificationsOf(ownerId))).toContain('Bo Eta employerPeriod 2026-12-19 0');
  });
});
