import { addDays, danishToday, ME_MESSAGES, MEETING_MESSAGES } from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { agreements, auditLog } from '../../src/db/schema/index';
import { createCompanyWithOwner, createEmployee, loginAs } from '../../src/testing/factories';
import { call, fieldErrors } from '../helpers/http';
import { buildTestApp, testConfig } from '../helpers/test-app';
import { meWorld } from './me-fixtures';

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp({ config: testConfig() }));
});

const NOTES = 'Hemmelig note: overvej omplacering';
const SUMMARY = 'Vi aftalte et kursus i foråret.';
const MUS_ANSWERS = {
  form: 'Udviklingssamtale',
  wentWell: 'Lagerprojektet',
  develop: 'Excel',
  nextYear: 'Mere ansvar',
};

type World = Awaited<ReturnType<typeof meWorld>>;

/** An agreement made by the owner through the API, with a Beskrivelse and a Noter. */
async function agreementFor(
  world: World,
  input: { regardingId: string; agreementType?: string; attendeeIds?: string[]; title?: string },
) {
  const created = await call(app, 'POST', '/api/agreements', {
    cookie: world.ownerCookie,
    payload: {
      title: input.title ?? 'MUS 2027',
      regardingId: input.regardingId,
      attendeeIds: input.attendeeIds ?? [],
      agreementType: input.agreementType ?? 'Udviklingssamtale',
      date: addDays(danishToday(), 30),
      time: '10:00',
      location: 'Mødelokale 2',
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = (created.json() as { id: string }).id;
  for (const [field, text] of [
    ['summary', SUMMARY],
    ['notes', NOTES],
  ] as const) {
    const saved = await call(app, 'PUT', `/api/agreements/${id}/${field}`, {
      cookie: world.ownerCookie,
      payload: { [field]: text },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  return id;
}

/** Moves an agreement's moment into the past (the form refuses a past date; the clock does it in real life). */
async function moveToPast(agreementId: string) {
  await app.database.db
    .update(agreements)
    .set({ startsAt: new Date(Date.now() - 3 * 86_400_000) })
    .where(eq(agreements.id, agreementId));
}

const meetings = async (cookie: string) => {
  const response = await call(app, 'GET', '/api/me/meetings', { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.body, json: response.json() as { upcoming: MeetingJson[]; past: MeetingJson[] } };
};
interface MeetingJson {
  id: string;
  sharedSummary: string | null;
  attendees: string[];
  preparationForm: string | null;
  preparationOpen: boolean;
  preparation: { answers: Record<string, string>; preparedAt: string } | null;
  regardsMe: boolean;
}
const share = (world: World, agreementId: string, shareSummary: boolean) =>
  call(app, 'PUT', `/api/agreements/${agreementId}/sharing`, {
    cookie: world.ownerCookie,
    payload: { shareSummary },
  });
const prepare = (cookie: string, agreementId: string, payload: unknown) =>
  call(app, 'PUT', `/api/me/meetings/${agreementId}/preparation`, { cookie, payload });

describe("'Mig' → Møder", () => {
  it('lists the employee’s coming agreement with date, type and attendees; the Beskrivelse only once shared, Noter never', async () => {
    const world = await meWorld(app);
    const { employee: boss } = await createEmployee(app, world.companyId, {
      firstName: 'Bo',
      lastName: 'Chef',
    });
    const agreementId = await agreementFor(world, { regardingId: world.employee.id, attendeeIds: [boss.id] });

    const before = await meetings(world.cookie);
    expect(before.json.upcoming).toHaveLength(1);
    expect(before.json.upcoming[0]).toMatchObject({
      id: agreementId,
      title: 'MUS 2027',
      agreementType: 'Udviklingssamtale',
      location: 'Mødelokale 2',
      regardsMe: true,
      attendees: ['Bo Chef'],
      sharedSummary: null,
      preparationForm: 'Udviklingssamtale',
      preparationOpen: true,
      preparation: null,
    });
    expect(before.body).not.toContain(SUMMARY);
    expect(before.body).not.toContain(NOTES);

    const shared = await share(world, agreementId, true);
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json()).toEqual({
      shareSummary: true,
      preparationForm: 'Udviklingssamtale',
      preparation: null,
    });
    const after = await meetings(world.cookie);
    expect(after.json.upcoming[0]?.sharedSummary).toBe(SUMMARY);
    expect(after.body).not.toContain(NOTES);
    expect(after.body).not.toContain('notes');

    const [audit] = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, agreementId), eq(auditLog.action, 'agreement.summary.sharing')));
    expect(audit?.details).toMatchObject({ shareSummary: { before: false, after: true } });

    // Switching it off hides it again; the same value twice writes no second audit row.
    await share(world, agreementId, false);
    await share(world, agreementId, false);
    expect((await meetings(world.cookie)).json.upcoming[0]?.sharedSummary).toBeNull();
    const audits = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, agreementId), eq(auditLog.action, 'agreement.summary.sharing')));
    expect(audits).toHaveLength(2);
  });

  it('lists past agreements only when their referat is shared, and an attendee sees the meeting but none of its content', async () => {
    const world = await meWorld(app);
    const { employee: colleague, account } = await createEmployee(app, world.companyId, {
      firstName: 'Erik',
      lastName: 'Eriksen',
      login: {},
      fields: { mobileAppAccess: true },
    });
    if (!account) throw new Error('no login');
    const colleagueCookie = await loginAs(app, account);
    const sharedPast = await agreementFor(world, { regardingId: world.employee.id, title: 'Delt og forbi' });
    const unsharedPast = await agreementFor(world, { regardingId: world.employee.id, title: 'Ikke delt' });
    await share(world, sharedPast, true);
    await moveToPast(sharedPast);
    await moveToPast(unsharedPast);
    const attended = await agreementFor(world, {
      regardingId: world.employee.id,
      attendeeIds: [colleague.id],
      title: 'Mias lønsamtale',
      agreementType: 'Lønsamtale',
    });
    await share(world, attended, true);

    const mine = await meetings(world.cookie);
    expect(mine.json.past.map((meeting) => meeting.id)).toEqual([sharedPast]);
    expect(mine.json.past[0]).toMatchObject({ sharedSummary: SUMMARY, preparationOpen: false });
    expect(mine.json.upcoming.map((meeting) => meeting.id)).toEqual([attended]);

    const theirs = await meetings(colleagueCookie);
    expect(theirs.json.past).toEqual([]);
    expect(theirs.json.upcoming).toHaveLength(1);
    expect(theirs.json.upcoming[0]).toMatchObject({
      id: attended,
      regardsMe: false,
      regardingName: 'Mia Medarbejder',
      sharedSummary: null,
      preparationForm: null,
      preparationOpen: false,
      preparation: null,
    });
    expect(theirs.body).not.toContain(SUMMARY);
    expect(theirs.body).not.toContain(NOTES);
    // Another employee of the same company cannot prepare for Mia, attendee or not.
    const refused = await prepare(colleagueCookie, attended, {
      form: 'Lønsamtale',
      highlights: 'x',
      wishes: '',
    });
    expect(refused.statusCode).toBe(404);
  });

  it('saves the preparation for the admin to read, until the meeting begins', async () => {
    const world = await meWorld(app);
    const agreementId = await agreementFor(world, { regardingId: world.employee.id });

    const saved = await prepare(world.cookie, agreementId, MUS_ANSWERS);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ id: agreementId, preparation: { answers: MUS_ANSWERS } });
    expect(saved.body).not.toContain(NOTES);

    const admin = await call(app, 'GET', `/api/agreements/${agreementId}/sharing`, {
      cookie: world.ownerCookie,
    });
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toMatchObject({
      shareSummary: false,
      preparationForm: 'Udviklingssamtale',
      preparation: { answers: MUS_ANSWERS },
    });

    // The owner is told once, by the agreement's name, never the answers.
    const bell = await call(app, 'GET', '/api/notifications', { cookie: world.ownerCookie });
    const told = (
      bell.json() as { items: { kind: string; title: string; body: string; link: string }[] }
    ).items.filter((item) => item.kind === 'agreement-preparation-saved');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      title: 'Mia Medarbejder har forberedt sig',
      link: `/aftaler/${agreementId}`,
    });
    expect(told[0]?.body).toContain('MUS 2027');
    expect(told[0]?.body).not.toContain('Lagerprojektet');

    // Changing it is allowed before the meeting; the audit row names the form, not the answers.
    const changed = await prepare(world.cookie, agreementId, { ...MUS_ANSWERS, develop: 'Ledelse' });
    expect(changed.json().preparation.answers.develop).toBe('Ledelse');
    const audits = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, agreementId), eq(auditLog.action, 'me.meeting.preparation')));
    expect(audits).toHaveLength(2);
    expect(JSON.stringify(audits[0]?.details)).not.toContain('Lagerprojektet');
    const again = await call(app, 'GET', '/api/notifications', { cookie: world.ownerCookie });
    expect(
      (again.json() as { items: { kind: string }[] }).items.filter(
        (item) => item.kind === 'agreement-preparation-saved',
      ),
    ).toHaveLength(1);

    await moveToPast(agreementId);
    const late = await prepare(world.cookie, agreementId, MUS_ANSWERS);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(MEETING_MESSAGES.preparationClosed);
  });

  it('refuses a preparation in Danish: each field message, the wrong form and a type without a form', async () => {
    const world = await meWorld(app);
    const mus = await agreementFor(world, { regardingId: world.employee.id });
    const oneToOne = await agreementFor(world, { regardingId: world.employee.id, agreementType: '1 til 1' });

    const empty = await prepare(world.cookie, mus, {
      ...MUS_ANSWERS,
      wentWell: ' ',
      develop: '',
      nextYear: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(MEETING_MESSAGES.preparationEmpty);
    const long = await prepare(world.cookie, mus, { ...MUS_ANSWERS, develop: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(fieldErrors(long.json())).toEqual({ develop: ME_MESSAGES.preparationTooLong });
    const notText = await prepare(world.cookie, mus, { ...MUS_ANSWERS, nextYear: 42 });
    expect(notText.statusCode).toBe(400);
    expect(fieldErrors(notText.json())).toEqual({ nextYear: MEETING_MESSAGES.answerInvalid });
    const unknown = await prepare(world.cookie, mus, { form: 'Andet', wentWell: 'x' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain(MEETING_MESSAGES.formUnknown);

    const mismatch = await prepare(world.cookie, mus, { form: 'Lønsamtale', highlights: 'x', wishes: '' });
    expect(mismatch.statusCode).toBe(409);
    expect(mismatch.json().error.message).toBe(MEETING_MESSAGES.formMismatch);
    const noForm = await prepare(world.cookie, oneToOne, MUS_ANSWERS);
    expect(noForm.statusCode).toBe(409);
    expect(noForm.json().error.message).toBe(ME_MESSAGES.preparationNotOpen);

    const badShare = await call(app, 'PUT', `/api/agreements/${mus}/sharing`, {
      cookie: world.ownerCookie,
      payload: { shareSummary: 'ja' },
    });
    expect(badShare.statusCode).toBe(400);
    expect(fieldErrors(badShare.json())).toEqual({ shareSummary: MEETING_MESSAGES.shareSummaryInvalid });
  });

  it('keeps every route to its own people: wrong role, no app access, another company, signed out', async () => {
    const world = await meWorld(app);
    const agreementId = await agreementFor(world, { regardingId: world.employee.id });
    const sharingUrl = `/api/agreements/${agreementId}/sharing`;
    const preparationUrl = `/api/me/meetings/${agreementId}/preparation`;

    // An employee is not an admin.
    expect((await call(app, 'GET', sharingUrl, { cookie: world.cookie })).statusCode).toBe(403);
    const employeeShare = await call(app, 'PUT', sharingUrl, {
      cookie: world.cookie,
      payload: { shareSummary: true },
    });
    expect(employeeShare.statusCode).toBe(403);

    // An employee without app access sees none of 'Mig'.
    const { account: noApp } = await createEmployee(app, world.companyId, {
      login: {},
      fields: { mobileAppAccess: false },
    });
    if (!noApp) throw new Error('no login');
    const noAppCookie = await loginAs(app, noApp);
    const refused = await call(app, 'GET', '/api/me/meetings', { cookie: noAppCookie });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('NO_APP_ACCESS');

    // Another company: its admin finds no such agreement, its employee neither.
    const other = await meWorld(app);
    expect((await call(app, 'GET', sharingUrl, { cookie: other.ownerCookie })).statusCode).toBe(404);
    const otherShare = await call(app, 'PUT', sharingUrl, {
      cookie: other.ownerCookie,
      payload: { shareSummary: true },
    });
    expect(otherShare.statusCode).toBe(404);
    expect((await prepare(other.cookie, agreementId, MUS_ANSWERS)).statusCode).toBe(404);
    expect((await meetings(other.cookie)).json.upcoming).toEqual([]);
    expect((await prepare(world.cookie, 'ikke-et-id', MUS_ANSWERS)).statusCode).toBe(404);

    // Signed out.
    expect((await call(app, 'GET', '/api/me/meetings')).statusCode).toBe(401);
    expect((await call(app, 'PUT', preparationUrl, { payload: MUS_ANSWERS })).statusCode).toBe(401);
    expect((await call(app, 'GET', sharingUrl)).statusCode).toBe(401);
    expect((await call(app, 'PUT', sharingUrl, { payload: { shareSummary: true } })).statusCode).toBe(401);

    // Nothing of that changed Mia's agreement.
    const state = await call(app, 'GET', sharingUrl, { cookie: world.ownerCookie });
    expect(state.json()).toEqual({
      shareSummary: false,
      preparationForm: 'Udviklingssamtale',
      preparation: null,
    });
  });

  it('shows an admin who is also the employee their own agreements under Mig', async () => {
    const company = await createCompanyWithOwner(app);
    const cookie = await loginAs(app, company.owner);
    const agreementId = await agreementFor({ ownerCookie: cookie } as World, {
      regardingId: company.owner.employeeId,
    });
    expect((await meetings(cookie)).json.upcoming.map((meeting) => meeting.id)).toEqual([agreementId]);
  });
});
