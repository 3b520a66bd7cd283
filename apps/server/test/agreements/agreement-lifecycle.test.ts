// Create, read, 'Ret detaljer', the texts, 'Afslut', 'Genåben' and 'Slet'; what a closed agreement refuses.
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { employees } from '../../src/db/schema/index';
import { call } from '../helpers/http';
import { PDF } from '../helpers/pdf';
import { buildTestApp } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';
import { agreementHelpers } from './agreement-setup';

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
beforeEach(() => resetThrottle(app));
const { setup, auditActions, upload } = agreementHelpers(() => app);

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

  it('keeps the agreement and the name as it was when the employee is deleted', async () => {
    const { create, cookie, anne } = await setup();
    const agreement = (await create()).json();
    await app.database.db.delete(employees).where(eq(employees.id, anne.id));
    const detail = (await call(app, 'GET', `/api/agreements/${agreement.id}`, { cookie })).json();
    expect(detail.regarding).toEqual({ id: null, name: 'Anne Hansen', photoUrl: null });
  });
});
