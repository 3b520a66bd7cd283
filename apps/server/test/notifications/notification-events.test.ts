import { addDays, danishToday, isoWeekday, isPublicHoliday } from '@kollega/domain';
import { and, desc, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { mailOutbox, notificationEmails, notifications } from '../../src/db/schema/index';
import type { NotificationDeps } from '../../src/features/notifications/deps';
import { sendNotificationEmails } from '../../src/features/notifications/send-notification-emails';
import { createOutboxMailer } from '../../src/integrations/mail/outbox-mailer';
import { createCompanyWithOwner, createEmployee, loginAs } from '../../src/testing/factories';
import { call } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';

let app: App;
let deps: NotificationDeps;
let company: Awaited<ReturnType<typeof createCompanyWithOwner>>;
let ownerCookie: string;
let employeeCookie: string;
let employee: Awaited<ReturnType<typeof createEmployee>>;

/** Sends whatever is queued, at the moment the last of it may go (the window opens at 07:00). */
async function sendQueued() {
  const [latest] = await app.database.db
    .select({ sendAfter: notificationEmails.sendAfter })
    .from(notificationEmails)
    .where(eq(notificationEmails.status, 'pending'))
    .orderBy(desc(notificationEmails.sendAfter))
    .limit(1);
  if (latest) await sendNotificationEmails(deps, latest.sendAfter);
}

async function invitationsTo(email: string) {
  const mails = await app.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(mailOutbox.createdAt);
  return mails
    .filter((mail) => mail.attachments.length > 0)
    .map((mail) => {
      const ics = Buffer.from(mail.attachments[0]!.contentBase64, 'base64').toString('utf8');
      const calendar = new ICAL.Component(ICAL.parse(ics));
      const event = calendar.getFirstSubcomponent('vevent')!;
      return {
        subject: mail.subject,
        contentType: mail.attachments[0]!.contentType,
        method: calendar.getFirstPropertyValue('method'),
        uid: event.getFirstPropertyValue('uid'),
        sequence: Number(event.getFirstPropertyValue('sequence')),
        status: event.getFirstPropertyValue('status'),
      };
    });
}

beforeAll(async () => {
  ({ app } = await buildTestApp());
  deps = {
    db: app.database.db,
    mailer: createOutboxMailer(app.database.db),
    baseUrl: 'http://localhost:3000',
    unsubscribeSecret: 'ab'.repeat(32),
    now: () => new Date(),
  };
  company = await createCompanyWithOwner(app);
  ownerCookie = await loginAs(app, company.owner);
  employee = await createEmployee(app, company.companyId, {
    login: {},
    firstName: 'Tove',
    lastName: 'Ansat',
    fields: { mobileAppAccess: true, startDate: '2024-01-01' },
  });
  employeeCookie = await loginAs(app, employee.account!);
});

describe('agreement invitations by e-mail (issue 26)', () => {
  it('invites with METHOD:REQUEST, updates with the same UID and a higher SEQUENCE, cancels with METHOD:CANCEL', async () => {
    const created = await call(app, 'POST', '/api/agreements', {
      cookie: ownerCookie,
      payload: {
        title: 'Udviklingssamtale med Tove',
        regardingId: employee.employee.id,
        attendeeIds: [],
        agreementType: 'Udviklingssamtale',
        date: '2031-01-07',
        time: '09:00',
        location: 'Mødelokale 1',
      },
    });
    expect(created.statusCode).toBe(201);
    const agreementId = created.json().id;
    await sendQueued();

    const changed = await call(app, 'PUT', `/api/agreements/${agreementId}`, {
      cookie: ownerCookie,
      payload: {
        title: 'Udviklingssamtale med Tove',
        regardingId: employee.employee.id,
        attendeeIds: [],
        agreementType: 'Udviklingssamtale',
        date: '2031-01-08',
        time: '10:00',
        location: 'Mødelokale 1',
      },
    });
    expect(changed.statusCode).toBe(200);
    await sendQueued();

    expect(
      (await call(app, 'DELETE', `/api/agreements/${agreementId}`, { cookie: ownerCookie })).statusCode,
    ).toBe(204);
    await sendQueued();

    const invitations = await invitationsTo(employee.account!.email);
    expect(invitations).toHaveLength(3);
    const [booked, update, cancel] = invitations;
    expect(booked).toMatchObject({
      method: 'REQUEST',
      sequence: 0,
      subject: 'Invitation: Udviklingssamtale med Tove',
    });
    expect(booked?.contentType).toContain('method=REQUEST');
    expect(update).toMatchObject({
      method: 'REQUEST',
      sequence: 1,
      uid: booked?.uid,
      subject: 'Ændret aftale: Udviklingssamtale med Tove',
    });
    expect(cancel).toMatchObject({ method: 'CANCEL', sequence: 2, uid: booked?.uid, status: 'CANCELLED' });
    expect(cancel?.contentType).toContain('method=CANCEL');
    // The admin who booked it is its organizer and is not invited.
    expect(await invitationsTo(company.owner.email)).toEqual([]);
  });
});

describe('holiday events (issue 26)', () => {
  it("tells the admins of a new request, and the employee of the admin's decision", async () => {
    let monday = addDays(danishToday(), 56);
    while (isoWeekday(monday) !== 1 || isPublicHoliday(monday)) monday = addDays(monday, 1);
    const requested = await call(app, 'POST', '/api/me/holiday/requests', {
      cookie: employeeCookie,
      payload: { from: monday, to: monday },
    });
    expect(requested.statusCode).toBe(201);
    const toOwner = await app.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.employeeId, company.owner.employeeId),
          eq(notifications.kind, 'holiday-request'),
        ),
      );
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]?.params).toMatchObject({ employee: 'Tove Ansat', from: monday, to: monday });

    const approved = await call(app, 'POST', `/api/holiday/requests/${requested.json().id}/approve`, {
      cookie: ownerCookie,
      payload: { comment: '' },
    });
    expect(approved.statusCode).toBe(200);
    const bell = await call(app, 'GET', '/api/notifications', { cookie: employeeCookie });
    expect(bell.json().items).toContainEqual(
      expect.objectContaining({ kind: 'holiday-decision', title: 'Din ferie er godkendt' }),
    );
  });
});

describe('checklist task assigned (issue 26)', () => {
  it('tells the assignee of a new task and of a task given to them, not the admin who assigns it to themself', async () => {
    const checklist = await call(app, 'POST', '/api/checklists', {
      cookie: ownerCookie,
      payload: { kind: 'onboarding', title: 'Onboarding af Tove' },
    });
    expect(checklist.statusCode).toBe(201);
    const checklistId = checklist.json().id;
    const group = await call(app, 'POST', `/api/checklists/${checklistId}/groups`, {
      cookie: ownerCookie,
      payload: { title: 'Første dag' },
    });
    expect(group.statusCode).toBe(201);
    const groupId = group.json().id;
    const created = await call(app, 'POST', `/api/checklists/${checklistId}/tasks`, {
      cookie: ownerCookie,
      payload: {
        groupId,
        title: 'Underskriv kontrakt',
        assignedToId: employee.employee.id,
        dueDate: '2031-02-03',
      },
    });
    expect(created.statusCode).toBe(201);
    const mine = await call(app, 'POST', `/api/checklists/${checklistId}/tasks`, {
      cookie: ownerCookie,
      payload: { groupId, title: 'Bestil computer', assignedToId: company.owner.employeeId },
    });
    expect(mine.statusCode).toBe(201);

    const assigned = await app.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'checklist-task-assigned'));
    expect(assigned).toHaveLength(1);
    expect(assigned[0]).toMatchObject({
      employeeId: employee.employee.id,
      link: `/onboarding-offboarding/${checklistId}`,
      params: { task: 'Underskriv kontrakt', checklist: 'Onboarding af Tove', dueOn: '2031-02-03' },
    });
  });
});
