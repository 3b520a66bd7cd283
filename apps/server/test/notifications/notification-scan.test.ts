import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import {
  agreementAttendees,
  agreements,
  checklistGroups,
  checklists,
  checklistTasks,
  employees,
  equipment,
  equipmentTypes,
  equipmentVariants,
  mailOutbox,
  notificationEmails,
  notificationPreferences,
  notifications,
  paymentCards,
  subscriptions,
  timeLogWarnings,
} from '../../src/db/schema/index';
import type { NotificationDeps } from '../../src/features/notifications/deps';
import { runNotificationScan } from '../../src/features/notifications/scan/run-notification-scan';
import { sendNotificationEmails } from '../../src/features/notifications/send-notification-emails';
import { createOutboxMailer } from '../../src/integrations/mail/outbox-mailer';
import { createCompanyWithOwner, createEmployee } from '../../src/testing/factories';
import { buildTestApp } from '../helpers/test-app';

/** Monday 30 November 2026, 09:00 in Copenhagen (08:00 UTC): every Monday kind runs. */
const MONDAY_0900 = new Date('2026-11-30T08:00:00Z');

let app: App;
let deps: NotificationDeps;
let company: Awaited<ReturnType<typeof createCompanyWithOwner>>;
let workerId: string;
let workerEmail: string;

async function kindsOf(employeeId: string) {
  const rows = await app.database.db
    .select({ kind: notifications.kind, params: notifications.params, link: notifications.link })
    .from(notifications)
    .where(eq(notifications.employeeId, employeeId));
  return rows;
}

beforeAll(async () => {
  ({ app } = await buildTestApp());
  deps = {
    db: app.database.db,
    mailer: createOutboxMailer(app.database.db),
    baseUrl: 'http://localhost:3000',
    unsubscribeSecret: 'ab'.repeat(32),
    now: () => MONDAY_0900,
  };
  company = await createCompanyWithOwner(app, {
    owner: { firstName: 'Ditte', lastName: 'Ejer' },
  });
  const db = app.database.db;
  const worker = await createEmployee(app, company.companyId, {
    login: {},
    firstName: 'Anna',
    lastName: 'Andersen',
    // A round birthday (40) on Thursday 3 December and 10 years in the company on Sunday 6 December.
    fields: { dateOfBirth: '1986-12-03', startDate: '2016-12-06' },
  });
  workerId = worker.employee.id;
  workerEmail = worker.account?.email ?? '';
  const cid = company.companyId;

  const [type] = await db
    .insert(equipmentTypes)
    .values({ companyId: cid, name: 'Bærbar', icon: 'laptop' })
    .returning();
  const [variant] = await db
    .insert(equipmentVariants)
    .values({ companyId: cid, equipmentTypeId: type!.id, name: 'ThinkPad' })
    .returning();
  const item = { companyId: cid, equipmentTypeId: type!.id, equipmentVariantId: variant!.id };
  await db.insert(equipment).values([
    { ...item, serialNumber: 'SN-1', endDate: '2026-12-20' },
    { ...item, serialNumber: 'SN-2', endDate: '2026-11-20' },
    // Far away and long ago: neither is announced.
    { ...item, serialNumber: 'SN-3', endDate: '2027-06-01' },
    { ...item, serialNumber: 'SN-4', endDate: '2025-01-01' },
  ]);

  const [list] = await db
    .insert(checklists)
    .values({ companyId: cid, kind: 'onboarding', title: 'Onboarding af Anna' })
    .returning();
  const [group] = await db
    .insert(checklistGroups)
    .values({ companyId: cid, checklistId: list!.id, title: 'Første uge', position: 'a0' })
    .returning();
  await db.insert(checklistTasks).values([
    {
      companyId: cid,
      checklistId: list!.id,
      groupId: group!.id,
      title: 'Bestil nøgle',
      position: 'a0',
      dueDate: '2026-12-03',
      assignedToId: workerId,
    },
    {
      companyId: cid,
      checklistId: list!.id,
      groupId: group!.id,
      title: 'Opret mail',
      position: 'a1',
      dueDate: '2026-11-27',
      assignedToId: workerId,
    },
    {
      companyId: cid,
      checklistId: list!.id,
      groupId: group!.id,
      title: 'Færdig',
      position: 'a2',
      dueDate: '2026-11-27',
      assignedToId: workerId,
      checked: true,
    },
  ]);

  await db.insert(timeLogWarnings).values({
    companyId: cid,
    employeeId: workerId,
    type: '11HourWarning',
    value: 9.5,
    fromDate: '2026-11-28',
    toDate: '2026-11-29',
    createdAt: new Date('2026-11-29T22:00:00Z'),
  });

  await db
    .update(subscriptions)
    .set({ trial: true, trialEndsAt: '2026-12-07', lastPaymentFailed: true, nextBillingDate: '2026-12-01' })
    .where(eq(subscriptions.companyId, cid));

  // Tuesday's meeting: Monday is the working day before it.
  const [meeting] = await db
    .insert(agreements)
    .values({
      companyId: cid,
      title: '1 til 1 med Anna',
      startsAt: new Date('2026-12-01T09:00:00Z'),
      agreementType: 'oneOnOne',
      regardingId: workerId,
      regardingName: 'Anna Andersen',
    })
    .returning();
  await db.insert(agreementAttendees).values({
    companyId: cid,
    agreementId: meeting!.id,
    employeeId: company.owner.employeeId,
    employeeName: 'Ditte Ejer',
  });
});

describe('the notification scan at a fixed moment (issue 26)', () => {
  it('produces every scheduled kind once, to the right people, and nothing twice when run again', async () => {
    const first = await runNotificationScan(deps, MONDAY_0900);
    expect(first.produced).toBeGreaterThan(0);

    const owner = await kindsOf(company.owner.employeeId);
    const ownerKinds = owner.map((row) => row.kind).sort();
    expect(ownerKinds).toEqual(
      [
        'agreement-reminder',
        'billing-payment-failed',
        'billing-trial-ending',
        'equipment-expired',
        'equipment-expiring',
        'timereg-warning',
        'weekly-summary',
      ].sort(),
    );
    expect(owner.find((row) => row.kind === 'equipment-expiring')).toMatchObject({
      params: { name: 'Bærbar ThinkPad SN-1', expiresOn: '2026-12-20' },
    });
    expect(owner.find((row) => row.kind === 'billing-trial-ending')?.params).toMatchObject({ days: 7 });
    expect(owner.find((row) => row.kind === 'timereg-warning')?.params).toMatchObject({
      rule: '11',
      employee: 'Anna Andersen',
    });
    const summary = owner.find((row) => row.kind === 'weekly-summary');
    expect(String(summary?.params.lines)).toContain('03.12: Anna Andersen: Fylder 40 år');
    expect(String(summary?.params.lines)).toContain('06.12: Anna Andersen: 10 år i virksomheden');

    const worker = await kindsOf(workerId);
    expect(worker.map((row) => row.kind).sort()).toEqual(
      // Anna has worked here since 2016: in November her unused 5th-week days lapsing on 31 December are announced.
      [
        'agreement-reminder',
        'checklist-task-due',
        'checklist-task-overdue',
        'holiday-fifth-week-lapsing',
      ].sort(),
    );
    expect(worker.find((row) => row.kind === 'checklist-task-due')?.params).toMatchObject({
      task: 'Bestil nøgle',
    });
    expect(worker.find((row) => row.kind === 'checklist-task-overdue')?.params).toMatchObject({
      task: 'Opret mail',
    });

    const again = await runNotificationScan(deps, MONDAY_0900);
    expect(again.produced).toBe(0);
    expect(await kindsOf(company.owner.employeeId)).toHaveLength(owner.length);
  });

  it('announces a card that expires next month, once', async () => {
    await app.database.db.insert(paymentCards).values({
      companyId: company.companyId,
      provider: 'test',
      providerSubscriptionId: 'test-subscription',
      orderId: 'test-card',
      cardType: 'visa',
      cardBin: '411111',
      cardLast4: '1111',
      expiryMonth: 12,
      expiryYear: 2026,
    });
    await runNotificationScan(deps, MONDAY_0900);
    await runNotificationScan(deps, new Date('2026-11-30T12:00:00Z'));
    const cards = (await kindsOf(company.owner.employeeId)).filter(
      (row) => row.kind === 'billing-card-expiring',
    );
    expect(cards).toHaveLength(1);
    expect(cards[0]?.params).toMatchObject({ expiry: '12/2026' });
  });

  it('mails the e-mail kinds once, with List-Unsubscribe, and keeps the digest for 07:00', async () => {
    const ownerMails = await app.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, company.owner.email));
    // Owner defaults: equipment-expired, billing-trial-ending, billing-payment-failed by e-mail (one each);
    // equipment-expiring waits for tomorrow's digest.
    const subjects = ownerMails.map((mail) => mail.subject).sort();
    expect(subjects).toContain('Betalingen mislykkedes');
    expect(subjects).toContain('Prøveperioden slutter om 7 dage');
    expect(subjects.filter((subject) => subject === 'Betalingen mislykkedes')).toHaveLength(1);
    const failed = ownerMails.find((mail) => mail.subject === 'Betalingen mislykkedes');
    expect(failed?.headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/api\/notifications\/unsubscribe\?token=/,
    );
    expect(failed?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(failed?.html).toContain('Vi kunne ikke trække betalingen.');
    expect(failed?.text).toContain('Vi kunne ikke trække betalingen.');

    const digestBefore = await app.database.db
      .select()
      .from(notificationEmails)
      .where(and(eq(notificationEmails.channel, 'daily-digest'), eq(notificationEmails.status, 'pending')));
    expect(digestBefore.length).toBeGreaterThan(0);
    // Tuesday 07:00 in Copenhagen: the digest goes out as one mail per person.
    const report = await sendNotificationEmails(deps, new Date('2026-12-01T06:00:00Z'));
    expect(report.sent).toBeGreaterThan(0);
    const digests = await app.database.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.to, company.owner.email),
          eq(mailOutbox.subject, 'Dagens notifikationer fra Kollega (1)'),
        ),
      );
    expect(digests).toHaveLength(1);
    expect(digests[0]?.text).toContain('Bærbar ThinkPad SN-1 udløber snart');
  });

  it('waits outside 07:00–20:00 and sends at the next opening', async () => {
    await app.database.db
      .update(subscriptions)
      .set({ trialEndsAt: '2026-12-03' })
      .where(eq(subscriptions.companyId, company.companyId));
    // Wednesday 2 December at 22:30: trial ends on the 3rd, in 1 day.
    const atNight = new Date('2026-12-02T21:30:00Z');
    const scan = await runNotificationScan(deps, atNight);
    expect(scan.produced).toBe(1);
    expect(scan.mail.sent).toBe(0);
    const pending = await app.database.db
      .select()
      .from(notificationEmails)
      .where(eq(notificationEmails.status, 'pending'));
    expect(pending.map((row) => row.sendAfter.toISOString())).toContain('2026-12-03T06:00:00.000Z');
    const morning = await sendNotificationEmails(deps, new Date('2026-12-03T06:00:00Z'));
    expect(morning.sent).toBe(1);
    const [mail] = await app.database.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.to, company.owner.email), eq(mailOutbox.subject, 'Prøveperioden slutter om 1 dag')),
      );
    expect(mail).toBeDefined();
  });

  it('produces nothing for a kind turned off, and does not mail a kind turned to in-app after it was queued', async () => {
    await app.database.db.insert(notificationPreferences).values({
      companyId: company.companyId,
      employeeId: workerId,
      kind: 'checklist-task-assigned',
      delivery: 'off',
    });
    const { produceNotifications } = await import('../../src/features/notifications/public');
    const made = await produceNotifications(
      app.database.db,
      [
        {
          companyId: company.companyId,
          employeeId: workerId,
          kind: 'checklist-task-assigned',
          params: { task: 'X', checklist: 'Y' },
          link: null,
          dedupeKey: 'checklist-task-assigned:test',
        },
        {
          companyId: company.companyId,
          employeeId: workerId,
          kind: 'holiday-fifth-week-lapsing',
          params: { days: 3, year: 2026 },
          link: null,
          dedupeKey: 'holiday-fifth-week-lapsing:2026',
        },
      ],
      new Date('2026-12-03T10:00:00Z'),
    );
    expect(made).toBe(1);
    await app.database.db.insert(notificationPreferences).values({
      companyId: company.companyId,
      employeeId: workerId,
      kind: 'holiday-fifth-week-lapsing',
      delivery: 'in-app',
    });
    const lapsingMails = async () =>
      (await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, workerEmail))).filter((mail) =>
        mail.subject.includes('5. ferieuge'),
      ).length;
    // November's scan already mailed November's lapsing days; this queued one must not add a mail.
    const before = await lapsingMails();
    const report = await sendNotificationEmails(deps, new Date('2026-12-03T10:00:00Z'));
    expect(report).toMatchObject({ sent: 0, skipped: 1 });
    expect(await lapsingMails()).toBe(before);
    const [employee] = await app.database.db.select().from(employees).where(eq(employees.id, workerId));
    expect(employee?.firstName).toBe('Anna');
  });
});
