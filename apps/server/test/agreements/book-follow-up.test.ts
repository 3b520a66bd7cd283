// 'Book opfølgning?' on a closed agreement, and why it can be refused.
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { employees } from '../../src/db/schema/index';
import { createEmployee, setPlan } from '../../src/testing/factories';
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
});
