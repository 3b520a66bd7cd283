import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { companies, hrContacts } from '../../src/db/schema/index';
import { createCompanyWithOwner, createEmployee, loginAs, setPlan } from '../../src/testing/factories';
import { call } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
beforeEach(() => resetThrottle(app));

async function companyOn(plan: 'freemium' | 'premium' | 'premiumplus', activated = true) {
  const { companyId, owner } = await createCompanyWithOwner(app);
  await setPlan(app.database.db, companyId, plan);
  const [contact] = await app.database.db
    .insert(hrContacts)
    .values({ name: 'Henriette Holm', title: 'HR-partner', email: 'hh@kollega.dk', phone: '12345678' })
    .returning();
  await app.database.db
    .update(companies)
    .set({ hrContactId: contact!.id, recruitmentPlatformActivated: activated })
    .where(eq(companies.id, companyId));
  return { companyId, cookie: await loginAs(app, owner) };
}

describe('GET /api/recruitment', () => {
  it('freemium: the services without prices, no portal, no contact details', async () => {
    const { cookie } = await companyOn('freemium');
    const body = (await call(app, 'GET', '/api/recruitment', { cookie })).json();
    expect(body).toMatchObject({ plan: 'freemium', portalActivated: false, portalUrl: null, contact: null });
    expect(body.services).toHaveLength(9);
    expect(body.services[0]).toMatchObject({
      title: 'Jobprofil og jobannonce',
      priceNormalKr: null,
      pricePremiumplusKr: null,
    });
  });

  it('premium: the normal prices, the portal and the HR contact with details', async () => {
    const { cookie } = await companyOn('premium');
    const body = (await call(app, 'GET', '/api/recruitment', { cookie })).json();
    expect(body).toMatchObject({
      plan: 'premium',
      portalActivated: true,
      portalUrl: 'https://rekruttering.kollega.dk',
      contact: { name: 'Henriette Holm', title: 'HR-partner', email: 'hh@kollega.dk', phone: '12345678' },
    });
    expect(body.services[0]).toMatchObject({ priceNormalKr: 7500, pricePremiumplusKr: null });
  });

  it('premiumplus: also the 20 % lower price; a portal not activated has no link', async () => {
    const { cookie } = await companyOn('premiumplus', false);
    const body = (await call(app, 'GET', '/api/recruitment', { cookie })).json();
    expect(body).toMatchObject({ plan: 'premiumplus', portalActivated: false, portalUrl: null });
    expect(body.services[3]).toMatchObject({ priceNormalKr: 38000, pricePremiumplusKr: 30400 });
  });

  it('is for admins: an employee and a signed-out visitor are refused', async () => {
    const { companyId } = await companyOn('premium');
    const { account } = await createEmployee(app, companyId, { login: {} });
    expect(
      (await call(app, 'GET', '/api/recruitment', { cookie: await loginAs(app, account!) })).statusCode,
    ).toBe(403);
    expect((await call(app, 'GET', '/api/recruitment')).statusCode).toBe(401);
  });
});
