import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import {
  agreements,
  checklists,
  companies,
  employees,
  equipment,
  notificationEmails,
  notificationPreferences,
  notifications,
  pushSubscriptions,
  timeEntries,
} from '../../src/db/schema/index';
import { unsafeAcrossCompanies } from '../../src/db/tenant-scope';
import { scanCompanies } from '../../src/features/notifications/scan/run-notification-scan';
import { type NotificationSeed, seedNotificationCompanies } from '../../src/testing/notification-seed';
import { buildTestApp } from '../helpers/test-app';

/**
 * The scan reads each kind's candidates for a whole page of companies across companies (decision 040) and writes
 * each company's notifications as that company: a page of four companies, each set up alike but with its own
 * 'Påmindelse om manglende registrering', must give each company exactly its own notifications.
 */

/** Tuesday 1 December 2026 at 09:00 in Copenhagen: the reminder of Monday's registrations is due. */
const AT = new Date('2026-12-01T08:00:00Z');
const MONDAY = '2026-11-30';

let app: App;
let seed: NotificationSeed;
/** Each company's setting, by index in the page. */
const SETTINGS = ['off', 'in-app', 'e-mail', 'in-app'] as const;

interface Row {
  companyId: string;
  employeeId: string;
  userId: string;
  kind: string;
  link: string | null;
  dedupeKey: string;
  pushState: string | null;
  channel: string | null;
}

let rows: Row[];

const company = (index: number) => seed.people[index]!;
const ofCompany = (index: number) => rows.filter((row) => row.companyId === company(index).companyId);
const kindsOf = (index: number, employeeId: string) =>
  ofCompany(index)
    .filter((row) => row.employeeId === employeeId)
    .map((row) => `${row.kind}:${row.channel ?? 'in-app'}`)
    .sort();

beforeAll(async () => {
  ({ app } = await buildTestApp());
  const db = app.database.db;
  seed = await unsafeAcrossCompanies(() =>
    seedNotificationCompanies(db, {
      count: 4,
      size: 3,
      today: '2026-12-01',
      tag: 'page',
      mailEmployees: false,
    }),
  );
  await unsafeAcrossCompanies(async () => {
    for (const [index, setting] of SETTINGS.entries()) {
      await db
        .update(companies)
        .set({ missingEntryReminder: setting })
        .where(eq(companies.id, company(index).companyId));
    }
    // The employees (not the owners) register time in the app.
    await db
      .update(employees)
      .set({ mobileAppAccess: true })
      .where(
        inArray(
          employees.id,
          seed.people.flatMap((c) => c.employees.map((person) => person.id)),
        ),
      );
    // Company 2's third employee registered Monday: no reminder for her.
    await db.insert(timeEntries).values({
      companyId: company(2).companyId,
      employeeId: company(2).employees[2]!.id,
      date: MONDAY,
      type: 'work',
      hours: 7.4,
    });
    // Company 3's first employee chose e-mail for the reminder: her choice wins over the company's 'I appen'.
    await db.insert(notificationPreferences).values({
      companyId: company(3).companyId,
      employeeId: company(3).employees[0]!.id,
      kind: 'timereg-missing-entry',
      delivery: 'e-mail',
    });
    // Company 1's second employee has a phone subscribed to push.
    const [person] = await db
      .select({ userId: employees.userId })
      .from(employees)
      .where(eq(employees.id, company(1).employees[1]!.id));
    await db.insert(pushSubscriptions).values({
      companyId: company(1).companyId,
      employeeId: company(1).employees[1]!.id,
      userId: person!.userId as string,
      endpoint: 'https://fcm.googleapis.com/fcm/send/page-test',
      p256dh: 'key',
      auth: 'auth',
    });
  });

  const made = await scanCompanies({ db }, seed.companyIds, AT);
  rows = await unsafeAcrossCompanies(() =>
    db
      .select({
        companyId: notifications.companyId,
        employeeId: notifications.employeeId,
        userId: notifications.userId,
        kind: notifications.kind,
        link: notifications.link,
        dedupeKey: notifications.dedupeKey,
        pushState: notifications.pushState,
        channel: notificationEmails.channel,
      })
      .from(notifications)
      .leftJoin(notificationEmails, eq(notificationEmails.notificationId, notifications.id))
      .where(inArray(notifications.companyId, seed.companyIds)),
  );
  expect(made).toBe(rows.length);
});

describe('a page of several companies (decision 040)', () => {
  it("gives each company's people only their own company's subjects", async () => {
    const db = app.database.db;
    const [people, subjects] = await unsafeAcrossCompanies(async () => [
      await db
        .select({ id: employees.id, companyId: employees.companyId, userId: employees.userId })
        .from(employees)
        .where(inArray(employees.companyId, seed.companyIds)),
      [
        ...(await db
          .select({ id: agreements.id, companyId: agreements.companyId })
          .from(agreements)
          .where(inArray(agreements.companyId, seed.companyIds))),
        ...(await db
          .select({ id: equipment.id, companyId: equipment.companyId })
          .from(equipment)
          .where(inArray(equipment.companyId, seed.companyIds))),
        ...(await db
          .select({ id: checklists.id, companyId: checklists.companyId })
          .from(checklists)
          .where(inArray(checklists.companyId, seed.companyIds))),
      ],
    ]);
    const personOf = new Map(people.map((person) => [person.id, person]));
    const subjectOf = new Map(subjects.map((subject) => [subject.id, subject.companyId]));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      // The recipient is the company's own employee, with their own login.
      expect(personOf.get(row.employeeId)?.companyId).toBe(row.companyId);
      expect(personOf.get(row.employeeId)?.userId).toBe(row.userId);
      // The subject the notification links to is the same company's.
      const subjectId = /^\/(?:aftaler|udstyr|onboarding-offboarding)\/([0-9a-f-]{36})$/.exec(
        row.link ?? '',
      )?.[1];
      if (subjectId) expect(subjectOf.get(subjectId)).toBe(row.companyId);
    }
  });

  it("makes each company's own set: the owner's items and meeting, each employee's task", () => {
    for (const index of [0, 1, 2, 3]) {
      const { ownerId, employees: staff } = company(index);
      expect(kindsOf(index, ownerId)).toEqual([
        'agreement-reminder:in-app',
        'equipment-expired:e-mail',
        'equipment-expired:e-mail',
        'equipment-expiring:daily-digest',
      ]);
      // The meeting is about the first employee; each has a task due in 3 days.
      const meeting = ofCompany(index).filter((row) => row.kind === 'agreement-reminder');
      expect(meeting.map((row) => row.employeeId).sort()).toEqual([ownerId, staff[0]!.id].sort());
      for (const person of staff) {
        expect(
          ofCompany(index).filter((row) => row.employeeId === person.id && row.kind === 'checklist-task-due'),
        ).toHaveLength(1);
      }
    }
  });

  it("follows each company's reminder setting: 'Fra', 'I appen', 'E-mail', and a person's own choice", () => {
    const reminded = (index: number) =>
      ofCompany(index)
        .filter((row) => row.kind === 'timereg-missing-entry')
        .map((row) => ({ employeeId: row.employeeId, channel: row.channel, dedupeKey: row.dedupeKey }));
    const ids = (index: number) => company(index).employees.map((person) => person.id);
    expect(reminded(0)).toEqual([]);
    expect(reminded(1).sort((a, b) => a.employeeId.localeCompare(b.employeeId))).toEqual(
      ids(1)
        .map((employeeId) => ({ employeeId, channel: null, dedupeKey: `timereg-missing-entry:${MONDAY}` }))
        .sort((a, b) => a.employeeId.localeCompare(b.employeeId)),
    );
    expect(reminded(2).map((row) => row.channel)).toEqual(['e-mail', 'e-mail']);
    expect(
      reminded(2)
        .map((row) => row.employeeId)
        .sort(),
    ).toEqual(ids(2).slice(0, 2).sort());
    const own = reminded(3).find((row) => row.employeeId === ids(3)[0]);
    expect(own?.channel).toBe('e-mail');
    expect(
      reminded(3)
        .filter((row) => row.employeeId !== ids(3)[0])
        .map((row) => row.channel),
    ).toEqual([null, null]);
    // The owners do not register time.
    for (const index of [0, 1, 2, 3])
      expect(kindsOf(index, company(index).ownerId).some((kind) => kind.startsWith('timereg'))).toBe(false);
  });

  it('marks for push only the person with a device, in her own company', () => {
    const withDevice = company(1).employees[1]!.id;
    const pending = rows.filter((row) => row.pushState === 'pending');
    expect(pending.length).toBeGreaterThan(0);
    expect(
      pending.every((row) => row.employeeId === withDevice && row.companyId === company(1).companyId),
    ).toBe(true);
    expect(
      rows.filter((row) => row.employeeId === withDevice).every((row) => row.pushState === 'pending'),
    ).toBe(true);
  });

  it('makes nothing twice when the page is scanned again', async () => {
    expect(await scanCompanies({ db: app.database.db }, seed.companyIds, AT)).toBe(0);
    const again = await unsafeAcrossCompanies(() =>
      app.database.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(inArray(notifications.companyId, seed.companyIds)),
    );
    expect(again).toHaveLength(rows.length);
  });
});
