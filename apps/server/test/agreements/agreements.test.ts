import { addDays, addYearsIso, danishToday, FILES_PER_OWNER_MAX } from '@kollega/domain';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import nodeIcal, { type VEvent } from 'node-ical';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { agreementFiles, agreements, calendarFeedTokens, employees } from '../../src/db/schema/index';
import { createEmployee, loginAs, setPlan } from '../../src/testing/factories';
import { foreignEmployee, ownerSession } from '../employees/employee-fixtures';
import { auditActionsOf } from '../helpers/audit';
import { call } from '../helpers/http';
import { PDF } from '../helpers/pdf';
import { buildTestApp } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';
import { uploadFile } from '../helpers/upload';

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
beforeEach(() => resetThrottle(app));

async function setup() {
  const session = await ownerSession(app);
  const { employee: anne } = await createEmployee(app, session.companyId, {
    firstName: 'Anne',
    lastName: 'Hansen',
  });
  const { employee: bo } = await createEmployee(app, session.companyId, {
    firstName: 'Bo',
    lastName: 'Berg',
  });
  const form = {
    title: 'MUS med Anne',
    regardingId: anne.id,
    attendeeIds: [bo.id],
    agreementType: 'Udviklingssamtale',
    date: '2030-06-15',
    time: '10:00',
    location: 'Mødelokale 1',
  };
  const create = (payload: unknown = form) =>
    call(app, 'POST', '/api/agreements', { cookie: session.cookie, payload });
  return { ...session, anne, bo, form, create };
}

const auditActions = (entityId: string) => auditActionsOf(app, entityId);

const upload = (url: string, cookie: string, fileName: string, data: Buffer) =>
  uploadFile(app, url, cookie, fileName, data);

describe('agreements', () => {
  it('creates, reads, edits, saves texts, closes, reopens and deletes, each with an audit row', async () => {
    const { cookie, create, anne, bo, form } = await setup();
    const created = await create();
    expect(created.statusCode).toBe(201);
    const agreement = created.json();
    expect(agreement).toMatchObject({
      title: 'MUS med Anne',
      agreementType: 'Udviklingssamtale',
      startsAt: '2030-06-15T08:00:00.000Z',
      isClosed: false,
      location: 'Mødelokale 1',
      regarding: { id: anne.id, name: 'Anne Hansen' },
      attendees: [{ id: bo.id, name: 'Bo Berg' }],
      summary: '',
      notes: '',
      files: [],
    });
    const url = `/api/agreements/${agreement.id}`;

    const edited = await call(app, 'PUT', url, {
      cookie,
      payload: { ...form, title: 'MUS', attendeeIds: [], time: '11:15' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      title: 'MUS',
      attendees: [],
      startsAt: '2030-06-15T09:15:00.000Z',
    });

    expect(
      (await call(app, 'PUT', `${url}/summary`, { cookie, payload: { summary: 'Godt møde' } })).statusCode,
    ).toBe(200);
    expect(
      (await call(app, 'PUT', `${url}/notes`, { cookie, payload: { notes: 'Privat' } })).statusCode,
    ).toBe(200);
    expect((await call(app, 'GET', url, { cookie })).json()).toMatchObject({
      summary: 'Godt møde',
      notes: 'Privat',
    });

    const closed = await call(app, 'POST', `${url}/close`, { cookie });
    expect(closed.json()).toMatchObject({ isClosed: true });
    const reopened = await call(app, 'POST', `${url}/reopen`, { cookie });
    expect(reopened.json()).toMatchObject({ isClosed: false });

    expect((await call(app, 'DELETE', url, { cookie })).statusCode).toBe(204);
    expect((await call(app, 'GET', url, { cookie })).statusCode).toBe(404);
    expect(await auditActions(agreement.id)).toEqual([
      'agreement.close',
      'agreement.create',
      'agreement.delete',
      'agreement.notes',
      'agreement.reopen',
      'agreement.summary',
      'agreement.update',
    ]);
  });

  it('gives the Danish message of each missing field', async () => {
    const { create, form } = await setup();
    const messages = async (payload: unknown) => {
      const response = await create(payload);
      expect(response.statusCode).toBe(400);
      return response.json().error.details.map((detail: { message: string }) => detail.message);
    };
    expect(await messages({ ...form, title: ' ' })).toEqual(['Titel mangler']);
    expect(await messages({ ...form, date: '' })).toEqual(['Dato eller tidspunkt mangler']);
    expect(await messages({ ...form, time: '' })).toEqual(['Dato eller tidspunkt mangler']);
    expect(await messages({ ...form, regardingId: '' })).toEqual(['Vælg en medarbejder']);
    expect(await messages({ ...form, agreementType: 'Fest' })).toEqual(['Vælg en aftaletype']);
  });

  it("gives each limit's message on create, edit, texts and follow-up, and changes nothing", async () => {
    const { create, form, cookie } = await setup();
    const agreement = (await create()).json();
    const url = `/api/agreements/${agreement.id}`;
    const detailsBefore = JSON.stringify((await call(app, 'GET', url, { cookie })).json());
    const messagesOf = async (method: 'POST' | 'PUT', path: string, payload: unknown) => {
      const response = await call(app, method, path, { cookie, payload });
      expect(response.statusCode, path).toBe(400);
      return response.json().error.details.map((detail: { message: string }) => detail.message);
    };
    const long = 'x'.repeat(201);
    for (const [method, path] of [
      ['POST', '/api/agreements'],
      ['PUT', url],
    ] as const) {
      expect(await messagesOf(method, path, { ...form, title: long })).toEqual(['Højst 200 tegn']);
      expect(await messagesOf(method, path, { ...form, location: long })).toEqual(['Højst 200 tegn']);
      expect(await messagesOf(method, path, { ...form, time: '10:10' })).toEqual([
        'Vælg et tidspunkt i kvarter',
      ]);
      expect(
        await messagesOf(method, path, {
          ...form,
          attendeeIds: Array.from({ length: 51 }, (_, i) => `id-${i}`),
        }),
      ).toEqual(['Højst 50 deltagere']);
      expect(await messagesOf(method, path, { ...form, title: '' })).toEqual(['Titel mangler']);
      expect(await messagesOf(method, path, { ...form, agreementType: '' })).toEqual(['Vælg en aftaletype']);
    }
    const veryLong = 'x'.repeat(20_001);
    expect(await messagesOf('PUT', `${url}/summary`, { summary: veryLong })).toEqual(['Højst 20000 tegn']);
    expect(await messagesOf('PUT', `${url}/notes`, { notes: veryLong })).toEqual(['Højst 20000 tegn']);
    await call(app, 'POST', `${url}/close`, { cookie });
    expect(await messagesOf('POST', `${url}/follow-up`, { date: '', time: '09:00' })).toEqual([
      'Dato eller tidspunkt mangler',
    ]);
    expect(await messagesOf('POST', `${url}/follow-up`, { date: '2031-01-01', time: '09:05' })).toEqual([
      'Vælg et tidspunkt i kvarter',
    ]);
    await call(app, 'POST', `${url}/reopen`, { cookie });
    expect(JSON.stringify((await call(app, 'GET', url, { cookie })).json())).toBe(detailsBefore);
  });

  it('bounds dates: an agreement within five years of today, a follow-up not in the past (issue 24)', async () => {
    const { create, form, cookie } = await setup();
    const today = danishToday();
    const messagesOf = async (method: 'POST' | 'PUT', path: string, payload: unknown) => {
      const response = await call(app, method, path, { cookie, payload });
      expect(response.statusCode, path).toBe(400);
      return response.json().error.details.map((detail: { message: string }) => detail.message);
    };
    const tooLate = addDays(addYearsIso(today, 5), 1);
    const tooEarly = addDays(addYearsIso(today, -5), -1);
    for (const date of [tooLate, tooEarly]) {
      expect(await messagesOf('POST', '/api/agreements', { ...form, date })).toEqual([
        'Datoen skal ligge højst fem år før eller efter i dag',
      ]);
    }
    expect((await create({ ...form, date: addYearsIso(today, -5) })).statusCode).toBe(201);
    const agreement = (await create()).json();
    const url = `/api/agreements/${agreement.id}`;
    expect(await messagesOf('PUT', url, { ...form, date: tooLate })).toEqual([
      'Datoen skal ligge højst fem år før eller efter i dag',
    ]);
    await call(app, 'POST', `${url}/close`, { cookie });
    expect(await messagesOf('POST', `${url}/follow-up`, { date: addDays(today, -1), time: '09:00' })).toEqual(
      ['Opfølgningen kan ikke ligge i fortiden'],
    );
    const followUp = await call(app, 'POST', `${url}/follow-up`, {
      cookie,
      payload: { date: today, time: '23:45' },
    });
    expect(followUp.statusCode).toBe(201);
  });

  it("answers validation details in plain Danish, not zod's ('Skal være en liste', 'Højst 500') (issue 24)", async () => {
    const { create, form, cookie } = await setup();
    const wrongList = await create({ ...form, attendeeIds: 'Bo' });
    expect(wrongList.statusCode).toBe(400);
    expect(wrongList.json().error.details).toEqual([
      expect.objectContaining({ message: 'Skal være en liste' }),
    ]);
    const tooMany = await call(app, 'GET', '/api/agreements?limit=100000', { cookie });
    expect(tooMany.statusCode).toBe(400);
    const messages = tooMany.json().error.details.map((detail: { message: string }) => detail.message);
    expect(messages).toEqual(['Højst 500']);
    expect(JSON.stringify([wrongList.json(), tooMany.json()])).not.toMatch(/forventede|fik |<=/);
  });

  it('refuses an inactive employee as Vedrørende', async () => {
    const { create, form, companyId } = await setup();
    const { employee } = await createEmployee(app, companyId, {
      fields: { employmentStatus: 'inactive', endDate: '2024-01-01' },
    });
    const response = await create({ ...form, regardingId: employee.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Vælg en medarbejder');
  });

  it('never links an employee the plan hides (docs/rules/employees.md#ruling-4), but keeps one linked before a downgrade', async () => {
    const { cookie, create, form, companyId } = await setup();
    // Anne and Bo plus nine more: the eleventh non-owner record is past freemium's limit of 10.
    const more = [];
    for (let index = 0; index < 9; index += 1) {
      more.push((await createEmployee(app, companyId, { firstName: `P${index}` })).employee);
    }
    const hidden = more.at(-1)!;
    expect((await create({ ...form, regardingId: hidden.id })).statusCode).toBe(404);
    expect((await create({ ...form, attendeeIds: [hidden.id] })).statusCode).toBe(404);

    await setPlan(app.database.db, companyId, 'premium');
    const linked = await create({ ...form, regardingId: hidden.id, attendeeIds: [hidden.id] });
    expect(linked.statusCode).toBe(201);
    await setPlan(app.database.db, companyId, 'freemium');
    const url = `/api/agreements/${linked.json().id}`;
    // Already on the agreement: it stays through 'Ret detaljer'.
    const kept = await call(app, 'PUT', url, {
      cookie,
      payload: { ...form, regardingId: hidden.id, attendeeIds: [hidden.id], title: 'Ny titel' },
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ title: 'Ny titel', regarding: { id: hidden.id } });
    const rows = await app.database.db.select().from(agreements).where(eq(agreements.companyId, companyId));
    expect(rows).toHaveLength(1);
  });

  it('refuses a file past the most an agreement holds, with a Danish 409, and keeps nothing', async () => {
    const { create, cookie, companyId } = await setup();
    const agreement = (await create()).json();
    const url = `/api/agreements/${agreement.id}`;
    await app.database.db.insert(agreementFiles).values(
      Array.from({ length: FILES_PER_OWNER_MAX - 1 }, (_, index) => ({
        companyId,
        agreementId: agreement.id,
        name: `Fil ${index}`,
        extension: 'pdf',
        contentType: 'application/pdf',
        sizeBytes: 1,
        storageKey: `${companyId}/agreements/${agreement.id}/fil-${index}.pdf`,
      })),
    );
    expect((await upload(`${url}/files`, cookie, 'Sidste.pdf', PDF)).statusCode).toBe(201);
    const refused = await upload(`${url}/files`, cookie, 'En for meget.pdf', PDF);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'TOO_MANY_FILES',
      message: 'Der kan højst være 100 filer her. Slet en fil, før du tilføjer en ny.',
    });
    expect((await call(app, 'GET', url, { cookie })).json().files).toHaveLength(FILES_PER_OWNER_MAX);
  });

  it('is for admins only', async () => {
    const { companyId, create } = await setup();
    const agreement = (await create()).json();
    const { account } = await createEmployee(app, companyId, { login: {} });
    const cookie = await loginAs(app, account!);
    expect((await call(app, 'GET', '/api/agreements', { cookie })).statusCode).toBe(403);
    expect((await call(app, 'GET', `/api/agreements/${agreement.id}`, { cookie })).statusCode).toBe(403);
    expect((await call(app, 'POST', `/api/agreements/${agreement.id}/close`, { cookie })).statusCode).toBe(
      403,
    );
    expect((await call(app, 'GET', '/api/agreements')).statusCode).toBe(401);
  });

  it("answers 404 for another company's agreement, employee and file, and changes nothing", async () => {
    const { create, form, cookie } = await setup();
    const stranger = await foreignEmployee(app);
    const before = (await app.database.db.select().from(agreements)).length;
    expect((await create({ ...form, regardingId: stranger.id })).statusCode).toBe(404);
    expect((await create({ ...form, attendeeIds: [stranger.id] })).statusCode).toBe(404);
    expect((await create({ ...form, regardingId: 'not-a-uuid' })).statusCode).toBe(404);
    expect((await app.database.db.select().from(agreements)).length).toBe(before);
    // 'Ret detaljer' cannot link another company's employee either.
    const mine = (await create()).json();
    const mineUrl = `/api/agreements/${mine.id}`;
    const mineBefore = JSON.stringify((await call(app, 'GET', mineUrl, { cookie })).json());
    for (const payload of [
      { ...form, regardingId: stranger.id },
      { ...form, attendeeIds: [stranger.id] },
    ]) {
      expect((await call(app, 'PUT', mineUrl, { cookie, payload })).statusCode).toBe(404);
    }
    expect(JSON.stringify((await call(app, 'GET', mineUrl, { cookie })).json())).toBe(mineBefore);

    const other = await setup();
    const theirs = (await other.create()).json();
    const url = `/api/agreements/${theirs.id}`;
    expect((await call(app, 'GET', url, { cookie })).statusCode).toBe(404);
    expect((await call(app, 'PUT', url, { cookie, payload: form })).statusCode).toBe(404);
    expect((await call(app, 'PUT', `${url}/summary`, { cookie, payload: { summary: 'x' } })).statusCode).toBe(
      404,
    );
    expect((await call(app, 'POST', `${url}/close`, { cookie })).statusCode).toBe(404);
    expect((await call(app, 'DELETE', url, { cookie })).statusCode).toBe(404);
    expect((await call(app, 'GET', `${url}/calendar.ics`, { cookie })).statusCode).toBe(404);
    expect((await upload(`${url}/files`, cookie, 'a.pdf', PDF)).statusCode).toBe(404);

    const file = (await upload(`${url}/files`, other.cookie, 'a.pdf', PDF)).json();
    expect((await call(app, 'GET', `${url}/files/${file.id}`, { cookie })).statusCode).toBe(404);
    expect((await call(app, 'DELETE', `${url}/files/${file.id}`, { cookie })).statusCode).toBe(404);
    // Their agreement is as it was.
    expect((await call(app, 'GET', url, { cookie: other.cookie })).json()).toMatchObject({
      title: theirs.title,
      isClosed: false,
      files: [{ id: file.id }],
    });
  });

  it('refuses edits, texts and attachments on a closed agreement', async () => {
    const { create, cookie, form } = await setup();
    const agreement = (await create()).json();
    const url = `/api/agreements/${agreement.id}`;
    const file = (await upload(`${url}/files`, cookie, 'Referat.pdf', PDF)).json();
    await call(app, 'POST', `${url}/close`, { cookie });
    const refusals = [
      await call(app, 'PUT', url, { cookie, payload: form }),
      await call(app, 'PUT', `${url}/summary`, { cookie, payload: { summary: 'x' } }),
      await call(app, 'PUT', `${url}/notes`, { cookie, payload: { notes: 'x' } }),
      await upload(`${url}/files`, cookie, 'b.pdf', PDF),
      await call(app, 'DELETE', `${url}/files/${file.id}`, { cookie }),
    ];
    for (const refusal of refusals) {
      expect(refusal.statusCode).toBe(409);
      expect(refusal.json().error.message).toBe('Aftalen er afsluttet. Genåbn den for at ændre den.');
    }
  });

  it('attaches, downloads and deletes files with the employee documents’ checks', async () => {
    const { create, cookie } = await setup();
    const agreement = (await create()).json();
    const url = `/api/agreements/${agreement.id}`;
    const uploaded = await upload(`${url}/files`, cookie, 'Referat æøå.pdf', PDF);
    expect(uploaded.statusCode).toBe(201);
    const file = uploaded.json();
    expect(file).toMatchObject({ name: 'Referat æøå', extension: 'pdf', sizeBytes: PDF.length });
    const download = await call(app, 'GET', file.downloadUrl, { cookie });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    // A renamed file is refused by its content.
    const renamed = await upload(`${url}/files`, cookie, 'virus.pdf', Buffer.from('MZ not a pdf'));
    expect(renamed.statusCode).toBe(415);
    expect((await call(app, 'DELETE', `${url}/files/${file.id}`, { cookie })).statusCode).toBe(204);
    expect((await call(app, 'GET', file.downloadUrl, { cookie })).statusCode).toBe(404);
    expect(await auditActions(agreement.id)).toEqual([
      'agreement.create',
      'agreement.file.delete',
      'agreement.file.upload',
    ]);
  });

  it('lists a tab sorted by date with counts, filters and a bounded page', async () => {
    const { create, cookie, form, anne, bo } = await setup();
    const late = (await create({ ...form, date: '2030-09-01' })).json();
    const early = (await create({ ...form, date: '2030-01-01' })).json();
    const other = (
      await create({ ...form, regardingId: bo.id, agreementType: 'Andet', date: '2030-05-01' })
    ).json();
    await call(app, 'POST', `/api/agreements/${other.id}/close`, { cookie });

    const open = (await call(app, 'GET', '/api/agreements?status=open', { cookie })).json();
    expect(open.items.map((item: { id: string }) => item.id)).toEqual([early.id, late.id]);
    expect(open.counts).toEqual({ open: 2, closed: 1 });
    const closed = (await call(app, 'GET', '/api/agreements?status=closed', { cookie })).json();
    expect(closed.items.map((item: { id: string }) => item.id)).toEqual([other.id]);
    // Afsluttet is newest first.
    const older = (await create({ ...form, date: '2029-02-01' })).json();
    const newer = (await create({ ...form, date: '2031-02-01' })).json();
    for (const { id } of [older, newer]) await call(app, 'POST', `/api/agreements/${id}/close`, { cookie });
    const closedSorted = (await call(app, 'GET', '/api/agreements?status=closed', { cookie })).json();
    expect(closedSorted.items.map((item: { id: string }) => item.id)).toEqual([newer.id, other.id, older.id]);
    for (const { id } of [older, newer]) await call(app, 'DELETE', `/api/agreements/${id}`, { cookie });
    const byEmployee = (await call(app, 'GET', `/api/agreements?regardingId=${anne.id}`, { cookie })).json();
    expect(byEmployee.counts).toEqual({ open: 2, closed: 0 });
    const byType = (await call(app, 'GET', '/api/agreements?agreementType=Andet', { cookie })).json();
    expect(byType.items.map((item: { id: string }) => item.id)).toEqual([other.id]);
    const page = (await call(app, 'GET', '/api/agreements?status=open&limit=1&offset=1', { cookie })).json();
    expect(page).toMatchObject({ total: 2, items: [{ id: late.id }] });
    expect((await call(app, 'GET', '/api/agreements?limit=100000', { cookie })).statusCode).toBe(400);
  });

  it('says why a follow-up cannot be booked for its Vedrørende, and leaves out attendees who cannot be chosen', async () => {
    const { create, cookie, companyId, anne, bo, form } = await setup();
    const { employee: cai } = await createEmployee(app, companyId, { firstName: 'Cai', lastName: 'Holm' });
    // Anne, Cai, eight more and Dea once Bo is deleted: the eleventh non-owner record is past freemium's limit.
    const more = [];
    for (let index = 0; index < 8; index += 1) {
      more.push((await createEmployee(app, companyId, { firstName: `P${index}` })).employee);
    }
    const { employee: hidden } = await createEmployee(app, companyId, { firstName: 'Dea', lastName: 'Skov' });
    await setPlan(app.database.db, companyId, 'premium');
    const closedAgreement = async (payload: typeof form) => {
      const agreement = (await create(payload)).json();
      await call(app, 'POST', `/api/agreements/${agreement.id}/close`, { cookie });
      return `/api/agreements/${agreement.id}/follow-up`;
    };
    const book = (url: string) =>
      call(app, 'POST', url, { cookie, payload: { date: '2031-01-01', time: '09:00' } });
    const refusal = async (url: string) => {
      const response = await book(url);
      return { statusCode: response.statusCode, message: response.json().error?.message };
    };
    const withEveryone = await closedAgreement({ ...form, attendeeIds: [bo.id, cai.id, hidden.id] });
    const aboutHidden = await closedAgreement({ ...form, regardingId: hidden.id, attendeeIds: [] });
    const aboutCai = await closedAgreement({ ...form, regardingId: cai.id, attendeeIds: [] });
    const aboutBo = await closedAgreement({ ...form, regardingId: bo.id, attendeeIds: [] });
    await setPlan(app.database.db, companyId, 'freemium');
    await app.database.db
      .update(employees)
      .set({ employmentStatus: 'inactive' })
      .where(eq(employees.id, cai.id));
    await app.database.db.delete(employees).where(eq(employees.id, bo.id));

    expect(await refusal(aboutCai)).toEqual({
      statusCode: 409,
      message: 'Opfølgningen kan ikke bookes, fordi Cai Holm er fratrådt.',
    });
    expect(await refusal(aboutHidden)).toEqual({
      statusCode: 409,
      message:
        'Opfølgningen kan ikke bookes, fordi Dea Skov ikke er med i jeres abonnement. Opgrader for at se medarbejderen igen.',
    });
    expect(await refusal(aboutBo)).toEqual({
      statusCode: 409,
      message: 'Opfølgningen kan ikke bookes, fordi medarbejderen under Vedrørende er slettet.',
    });
    // Bo is deleted, Cai has left, the plan hides the last one: the follow-up is about Anne alone.
    const booked = await book(withEveryone);
    expect(booked.statusCode).toBe(201);
    expect(booked.json()).toMatchObject({ regarding: { id: anne.id }, attendees: [] });
  });

  it('keeps the agreement and the name as it was when the employee is deleted', async () => {
    const { create, cookie, anne } = await setup();
    const agreement = (await create()).json();
    await app.database.db.delete(employees).where(eq(employees.id, anne.id));
    const detail = (await call(app, 'GET', `/api/agreements/${agreement.id}`, { cookie })).json();
    expect(detail.regarding).toEqual({ id: null, name: 'Anne Hansen', photoUrl: null });
  });

  it('books a follow-up of a closed agreement with the same type, title, people and place', async () => {
    const { create, cookie, anne, bo } = await setup();
    const agreement = (await create()).json();
    const url = `/api/agreements/${agreement.id}`;
    expect(
      (
        await call(app, 'POST', `${url}/follow-up`, {
          cookie,
          payload: { date: '2031-01-01', time: '09:00' },
        })
      ).statusCode,
    ).toBe(409);
    await call(app, 'POST', `${url}/close`, { cookie });
    const followUp = await call(app, 'POST', `${url}/follow-up`, {
      cookie,
      payload: { date: '2031-01-01', time: '09:00' },
    });
    expect(followUp.statusCode).toBe(201);
    expect(followUp.json()).toMatchObject({
      title: 'MUS med Anne',
      agreementType: 'Udviklingssamtale',
      isClosed: false,
      startsAt: '2031-01-01T08:00:00.000Z',
      location: 'Mødelokale 1',
      regarding: { id: anne.id },
      attendees: [{ id: bo.id }],
    });
    const andet = (
      await create({
        title: 'x',
        regardingId: anne.id,
        agreementType: 'Andet',
        date: '2030-01-01',
        time: '10:00',
      })
    ).json();
    await call(app, 'POST', `/api/agreements/${andet.id}/close`, { cookie });
    expect(
      (
        await call(app, 'POST', `/api/agreements/${andet.id}/follow-up`, {
          cookie,
          payload: { date: '2031-01-01', time: '09:00' },
        })
      ).statusCode,
    ).toBe(409);
  });

  it('downloads a valid iCalendar file, read back by an independent parser', async () => {
    const { create, cookie } = await setup();
    const agreement = (await create()).json();
    await call(app, 'PUT', `/api/agreements/${agreement.id}/notes`, {
      cookie,
      payload: { notes: 'HEMMELIG NOTE' },
    });
    const response = await call(app, 'GET', `/api/agreements/${agreement.id}/calendar.ics`, { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    const text = response.body;
    expect(text).not.toContain('HEMMELIG');
    expect(text).toMatch(/DTSTART;TZID=Europe\/Copenhagen:20300615T100000/);
    expect(text).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
    expect(text).toContain('BEGIN:VTIMEZONE');

    const parsed = nodeIcal.sync.parseICS(text);
    const events = Object.values(parsed).filter((item) => item?.type === 'VEVENT') as VEvent[];
    expect(events).toHaveLength(1);
    const event = events[0]!;
    expect(event.uid).toBe(`agreement-${agreement.id}@localhost`);
    expect(event.summary).toBe('MUS med Anne');
    expect(event.location).toBe('Mødelokale 1');
    expect(new Date(event.start).toISOString()).toBe('2030-06-15T08:00:00.000Z');
    expect(new Date(event.end ?? 0).getTime() - new Date(event.start).getTime()).toBe(3_600_000);
    expect(String(event.description)).toMatch(new RegExp(`/aftaler/${agreement.id}$`));

    // The same UID every time: a calendar updates the event instead of adding another.
    const again = await call(app, 'GET', `/api/agreements/${agreement.id}/calendar.ics`, { cookie });
    expect(again.body).toContain(`UID:agreement-${agreement.id}@localhost`);
    expect(ICAL.parse(again.body)).toBeTruthy();
  });

  it('names the organizer and attendees, has no calendar name, and a safe file name (issue 24)', async () => {
    const { create, cookie, anne, bo, owner, form } = await setup();
    const agreement = (await create({ ...form, title: '<b>1 til 1</b> med Niels / Q4: "ny"' })).json();
    const response = await call(app, 'GET', `/api/agreements/${agreement.id}/calendar.ics`, { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('X-WR-CALNAME');
    const event = new ICAL.Component(ICAL.parse(response.body)).getFirstSubcomponent('vevent')!;
    const organizer = event.getFirstProperty('organizer')!;
    expect(organizer.getFirstValue()).toBe(`mailto:${owner.email}`);
    expect(organizer.getParameter('cn')).toBe(`${owner.firstName} ${owner.lastName}`);
    const attendees = event
      .getAllProperties('attendee')
      .map((property) => [property.getFirstValue(), property.getParameter('cn')]);
    expect(attendees).toEqual([
      [`mailto:${anne.email}`, 'Anne Hansen'],
      [`mailto:${bo.email}`, 'Bo Berg'],
    ]);
    const disposition = String(response.headers['content-disposition']);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe('1 til 1 med Niels Q4 ny.ics');

    const plain = (await create({ ...form, title: '1 til 1 med Niels - Q4' })).json();
    const plainFile = await call(app, 'GET', `/api/agreements/${plain.id}/calendar.ics`, { cookie });
    expect(String(plainFile.headers['content-disposition'])).toContain(
      'filename="1 til 1 med Niels - Q4.ics"',
    );

    const feed = (await call(app, 'POST', '/api/agreements/calendar-feed', { cookie })).json();
    expect((await call(app, 'GET', new URL(feed.httpsUrl).pathname)).body).toContain(
      'X-WR-CALNAME:Kollega: Møder og aftaler',
    );
  });

  it('lists only open agreements in the feed, and stops when its admin is no longer an admin', async () => {
    const { create, cookie, companyId, form } = await setup();
    const open = (await create()).json();
    const closed = (await create({ ...form, title: 'Lukket møde' })).json();
    await call(app, 'POST', `/api/agreements/${closed.id}/close`, { cookie });
    const { account, employee } = await createEmployee(app, companyId, { role: 'admin', login: {} });
    const adminCookie = await loginAs(app, account!);
    const made = (await call(app, 'POST', '/api/agreements/calendar-feed', { cookie: adminCookie })).json();
    const path = new URL(made.httpsUrl).pathname;
    const feed = await call(app, 'GET', path);
    expect(feed.body).toContain(`UID:agreement-${open.id}@`);
    expect(feed.body).not.toContain(closed.id);
    await app.database.db.update(employees).set({ role: 'employee' }).where(eq(employees.id, employee.id));
    expect((await call(app, 'GET', path)).statusCode).toBe(404);
  });

  it('revokes a demoted admin’s feed, so re-promotion does not bring the old address back (issue 25)', async () => {
    const { create, cookie, companyId } = await setup();
    await create();
    const { account, employee } = await createEmployee(app, companyId, { role: 'admin', login: {} });
    const adminCookie = await loginAs(app, account!);
    const made = (await call(app, 'POST', '/api/agreements/calendar-feed', { cookie: adminCookie })).json();
    const path = new URL(made.httpsUrl).pathname;
    expect((await call(app, 'GET', path)).statusCode).toBe(200);
    const url = `/api/employees/${employee.id}/settings`;
    const settings = (await call(app, 'GET', `/api/employees/${employee.id}`, { cookie })).json().settings;
    const demoted = await call(app, 'PUT', url, { cookie, payload: { ...settings, role: 'employee' } });
    expect(demoted.statusCode).toBe(200);
    expect((await call(app, 'GET', path)).statusCode).toBe(404);
    const rows = await app.database.db
      .select()
      .from(calendarFeedTokens)
      .where(eq(calendarFeedTokens.userId, employee.userId!));
    expect(rows).toEqual([]);
    const promoted = await call(app, 'PUT', url, { cookie, payload: { ...settings, role: 'admin' } });
    expect(promoted.statusCode).toBe(200);
    expect((await call(app, 'GET', path)).statusCode).toBe(404);
  });

  it('serves a calendar feed for a good token only, and 404 once revoked or regenerated', async () => {
    const { create, cookie } = await setup();
    const agreement = (await create()).json();
    expect((await call(app, 'GET', '/api/agreements/calendar-feed', { cookie })).json()).toEqual({
      enabled: false,
      createdAt: null,
    });
    const made = await call(app, 'POST', '/api/agreements/calendar-feed', { cookie });
    expect(made.statusCode).toBe(201);
    const { httpsUrl, webcalUrl } = made.json();
    expect(webcalUrl).toMatch(/^webcal:/);
    const path = new URL(httpsUrl).pathname;
    const feed = await call(app, 'GET', path);
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain(`UID:agreement-${agreement.id}@`);
    // Nothing without the right token.
    expect((await call(app, 'GET', `${path.slice(0, -4)}AAAA`)).statusCode).toBe(404);
    expect((await call(app, 'GET', '/api/calendar-feed/x')).statusCode).toBe(404);
    // A new address retires the old one.
    const renewed = (await call(app, 'POST', '/api/agreements/calendar-feed', { cookie })).json();
    expect((await call(app, 'GET', path)).statusCode).toBe(404);
    const newPath = new URL(renewed.httpsUrl).pathname;
    expect((await call(app, 'GET', newPath)).statusCode).toBe(200);
    expect((await call(app, 'DELETE', '/api/agreements/calendar-feed', { cookie })).statusCode).toBe(204);
    expect((await call(app, 'GET', newPath)).statusCode).toBe(404);
  });
});
