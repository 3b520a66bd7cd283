import { expect } from 'vitest';
import type { App } from '../../src/app';
import { TEST_CARDS, type TestCardKey } from '../../src/integrations/payments/index';
import { call } from '../helpers/http';

/** The hidden fields of the payment window's form. */
export function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[decode(match[1] ?? '')] = decode(match[2] ?? '');
  }
  return fields;
}

function decode(value: string): string {
  return value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

/** Opens the payment window at `paymentLink` and presses 'Godkend' or 'Afvis' with a test card. */
export async function payInWindow(
  app: App,
  cookie: string,
  paymentLink: string,
  options: { card?: TestCardKey; approve?: boolean } = {},
) {
  const window = await app.inject({ method: 'GET', url: new URL(paymentLink).pathname, headers: { cookie } });
  expect(window.statusCode).toBe(200);
  expect(window.body).toContain('Godkend');
  const fields = hiddenFields(window.body);
  const submitted = await app.inject({
    method: 'POST',
    url: '/api/payment/builtin-window',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    payload: new URLSearchParams({
      ...fields,
      cardNumber: TEST_CARDS[options.card ?? 'success'].number,
      decision: options.approve === false ? 'decline' : 'approve',
    }).toString(),
  });
  expect(submitted.statusCode).toBe(302);
  const location = String(submitted.headers.location);
  return { fields, location };
}

/** The browser's return from the window (what OnPay's redirect does): where it lands. */
export async function followAccept(app: App, location: string) {
  const url = new URL(location);
  const response = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  expect(response.statusCode).toBe(302);
  return { landed: String(response.headers.location), query: Object.fromEntries(url.searchParams) };
}

/** Upgrades a card-less company through the built-in window; returns where the browser landed. */
export async function upgradeThroughWindow(
  app: App,
  cookie: string,
  plan: 'premium' | 'premiumplus',
  card: TestCardKey = 'success',
) {
  const change = await call(app, 'POST', '/api/payment/subscriptions/add', {
    cookie,
    payload: { name: plan },
  });
  expect(change.statusCode, change.body).toBe(200);
  expect(change.json()).toMatchObject({ action: 'upgrade' });
  const { location } = await payInWindow(app, cookie, change.json().paymentLink, { card });
  return followAccept(app, location);
}
