// The Danish message of each missing field, limit and date bound, on create, edit, texts and follow-up.
import { addDays, addYearsIso, danishToday } from '@kollega/domain';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { createEmployee } from '../../src/testing/factories';
import { call } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';
import { agreementHelpers } from './agreement-setup';

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
beforeEach(() => resetThrottle(app));
const { setup } = agreementHelpers(() => app);

describe('agreements', () => {
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
});
