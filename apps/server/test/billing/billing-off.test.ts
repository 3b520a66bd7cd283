import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { loadConfig } from '../../src/config/config';
import { ownerSession } from '../employees/employee-fixtures';
import { call } from '../helpers/http';
import { buildTestApp, testConfig } from '../helpers/test-app';

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp({ config: testConfig({ BILLING: 'off' }) }));
});

describe('BILLING=off (docs/rules/billing.md#ruling-27)', () => {
  it('gives every company premiumplus, no subscription routes and says so to the web app', async () => {
    const { cookie } = await ownerSession(app);
    const me = (await call(app, 'GET', '/api/me', { cookie })).json();
    expect(me.company).toMatchObject({
      billing: false,
      subscription: { plan: 'premiumplus', status: 'active' },
    });
    expect((await call(app, 'GET', '/api/payment/subscription', { cookie })).statusCode).toBe(404);
    // Equipment needs premium (docs/rules/equipment.md#ruling-26): the freemium row does not matter with billing off.
    const type = await call(app, 'POST', '/api/equipment/types', {
      cookie,
      payload: { name: 'Telefon', icon: '📱' },
    });
    expect(type.statusCode).toBe(201);
    // Time registration's card and trial rules are met: there is nothing to pay.
    const status = (await call(app, 'GET', '/api/timereg/status', { cookie })).json();
    expect(status).toMatchObject({ status: 'active', hasPaymentCard: true });
  });
});

describe('billing configuration', () => {
  it('uses the built-in window outside production on a loopback address, OnPay with its credentials, none otherwise unless chosen', () => {
    expect(loadConfig({}).billing).toMatchObject({
      enabled: true,
      provider: 'builtin',
      sellerConfigured: false,
    });
    const onpay = loadConfig({
      ONPAY_GATEWAY_ID: '1234567',
      ONPAY_WINDOW_SECRET: 's',
      ONPAY_API_KEY: 'k',
    }).billing;
    expect(onpay).toMatchObject({
      provider: 'onpay',
      onpay: { gatewayId: '1234567', apiUrl: 'https://api.onpay.io' },
    });
    const production = loadConfig({ NODE_ENV: 'production', ENCRYPTION_KEY: 'ab'.repeat(32) }).billing;
    expect(production.provider).toBe('none');
    // Not production, but reachable from elsewhere: no test window that sells plans for a test card.
    expect(loadConfig({ BASE_URL: 'https://hr.example.dk' }).billing.provider).toBe('none');
    expect(loadConfig({ BASE_URL: 'http://127.0.0.1:3000' }).billing.provider).toBe('builtin');
    expect(
      loadConfig({ NODE_ENV: 'production', ENCRYPTION_KEY: 'ab'.repeat(32), PAYMENT_PROVIDER: 'builtin' })
        .billing.provider,
    ).toBe('builtin');
  });

  it('refuses half of OnPay and a malformed seller CVR', () => {
    expect(() => loadConfig({ ONPAY_GATEWAY_ID: '1' })).toThrow(
      /ONPAY_WINDOW_SECRET is required with the other ONPAY_\* variables/,
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'onpay' })).toThrow(/PAYMENT_PROVIDER is onpay/);
    expect(() => loadConfig({ BILLING_SELLER_CVR: '123' })).toThrow(/BILLING_SELLER_CVR must be 8 digits/);
    expect(() => loadConfig({ BILLING: 'maybe' })).toThrow(/BILLING must be on or off/);
  });
});
