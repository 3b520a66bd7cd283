import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OnPayProvider,
  onpayHmac,
  phpUrlencode,
  signOnpayFields,
  verifyOnpayFields,
} from '../../src/integrations/payments/index';

describe('OnPay signing', () => {
  it("matches the OnPay SDK's published vector", () => {
    const fields = {
      onpay_gatewayid: '1234567',
      onpay_currency: 'DKK',
      onpay_amount: '12300',
      onpay_reference: 'order-42',
      onpay_accepturl: 'https://example.com/accept',
      onpay_platform: 'php-sdk/1.0.39',
    };
    expect(onpayHmac(fields, 'hmacsecret')).toBe('927a0a061a4795f0adb7c236dbe1bdb3e53a4dad');
    expect(verifyOnpayFields(signOnpayFields(fields, 'hmacsecret'), 'hmacsecret')).toBe(true);
  });

  it("encodes as PHP's urlencode and ignores fields that are not onpay_*", () => {
    expect(phpUrlencode("a b~!*'()æ")).toBe('a+b%7E%21%2A%27%28%29%C3%A6');
    const signed = signOnpayFields({ onpay_amount: '100' }, 's');
    expect(verifyOnpayFields({ ...signed, cardNumber: '4111' }, 's')).toBe(true);
    expect(verifyOnpayFields({ ...signed, onpay_amount: '101' }, 's')).toBe(false);
    expect(
      verifyOnpayFields({ ...signed, onpay_hmac_sha1: signed.onpay_hmac_sha1?.toUpperCase() ?? '' }, 's'),
    ).toBe(true);
    expect(verifyOnpayFields({ ...signed, onpay_hmac_sha1: 'short' }, 's')).toBe(false);
    expect(verifyOnpayFields({ onpay_amount: '100' }, 's')).toBe(false);
  });
});

/** A fake OnPay API v1 on 127.0.0.1: records the calls, answers as OnPay's documentation shows. */
let server: Server;
let apiUrl: string;
const calls: { method: string; url: string; auth: string | undefined; body: unknown }[] = [];
let declineNext = false;
/** The next capture answers 500 (OnPay failing after the authorization). */
let failNextCapture = false;
/** The gateway's transactions, as OnPay keeps them: searchable by order id. */
const transactions: { uuid: string; order_id: string; status: 'active' | 'finished'; amount: number }[] = [];

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString();
  return text ? JSON.parse(text) : undefined;
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await readBody(request);
    calls.push({
      method: request.method ?? '',
      url: request.url ?? '',
      auth: request.headers.authorization,
      body,
    });
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    if (request.headers.authorization !== 'Bearer api-key')
      return json(401, { errors: [{ message: 'Unauthorized' }] });
    const url = request.url ?? '';
    if (request.method === 'GET' && url === '/v1/subscription/sub-1') {
      return json(200, {
        data: {
          uuid: 'sub-1',
          card_type: 'visa',
          card_bin: '457199',
          card_mask: '457199XXXXXX1234',
          expiry_month: 4,
          expiry_year: 2029,
        },
      });
    }
    if (request.method === 'GET' && url.startsWith('/v1/transaction/?')) {
      // A free-text search, as OnPay's: a part of the order id matches too.
      const query = new URL(url, 'http://x').searchParams.get('query') ?? '';
      return json(200, {
        data: transactions.filter((transaction) => transaction.order_id.includes(query)),
        meta: { pagination: { total: 0 } },
      });
    }
    if (request.method === 'POST' && url === '/v1/subscription/sub-1/authorize') {
      if (declineNext) return json(400, { errors: [{ message: 'Declined' }] });
      const { data } = body as { data: { amount: number; order_id: string } };
      const transaction = {
        uuid: `trx-${transactions.length + 1}`,
        order_id: data.order_id,
        status: 'active' as const,
        amount: data.amount,
      };
      transactions.push(transaction);
      return json(200, { data: transaction });
    }
    const capture = /^\/v1\/transaction\/([^/]+)\/capture$/.exec(url);
    const captured = transactions.find((transaction) => transaction.uuid === capture?.[1]);
    if (request.method === 'POST' && captured) {
      if (failNextCapture) {
        failNextCapture = false;
        return json(500, { errors: [{ message: 'Internal error' }] });
      }
      captured.status = 'finished';
      return json(200, { data: captured });
    }
    if (request.method === 'POST' && url === '/v1/subscription/sub-1/cancel')
      return json(200, { data: { uuid: 'sub-1' } });
    return json(404, { errors: [{ message: 'Not found' }] });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function onpay() {
  return new OnPayProvider({
    gatewayId: '1234567',
    windowSecret: 'window-secret',
    apiKey: 'api-key',
    windowUrl: 'https://onpay.io/window/v3/',
    apiUrl,
  });
}

describe('the OnPay provider', () => {
  it('signs a payment window v3 subscription form', () => {
    const form = onpay().windowForm({
      reference: 'order-1',
      amountOre: 62_500,
      acceptUrl: 'https://hr.example.dk/api/payment/accept',
      declineUrl: 'https://hr.example.dk/subscription',
      callbackUrl: 'https://hr.example.dk/api/payment/callback',
    });
    expect(form.action).toBe('https://onpay.io/window/v3/');
    expect(form.fields).toMatchObject({
      onpay_gatewayid: '1234567',
      onpay_currency: 'DKK',
      onpay_amount: '62500',
      onpay_reference: 'order-1',
      onpay_type: 'subscription',
    });
    expect(verifyOnpayFields(form.fields, 'window-secret')).toBe(true);
  });

  it('verifies callbacks with the window secret', () => {
    const fields = signOnpayFields(
      { onpay_uuid: 'sub-1', onpay_reference: 'order-1', onpay_number: '1' },
      'window-secret',
    );
    expect(onpay().verifyCallback(fields)).toEqual({
      approved: true,
      reference: 'order-1',
      providerSubscriptionId: 'sub-1',
    });
    expect(onpay().verifyCallback({ ...fields, onpay_uuid: 'sub-2' })).toBeNull();
    const declined = signOnpayFields({ onpay_reference: 'order-1', onpay_errorcode: '3' }, 'window-secret');
    expect(onpay().verifyCallback(declined)).toEqual({ approved: false, reference: 'order-1', errorCode: 3 });
  });

  it('reads the card, authorizes and captures, and cancels through API v1', async () => {
    calls.length = 0;
    const provider = onpay();
    expect(await provider.readCard('sub-1')).toEqual({
      cardType: 'visa',
      bin: '457199',
      last4: '1234',
      expiryMonth: 4,
      expiryYear: 2029,
    });
    const charged = await provider.charge('sub-1', 62_500, 'renewal:t:1');
    expect(charged).toMatchObject({ ok: true });
    const uuid = charged.ok ? charged.transactionId : '';
    await provider.cancel('sub-1');
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /v1/subscription/sub-1',
      'GET /v1/transaction/?query=renewal%3At%3A1&page_size=10',
      'POST /v1/subscription/sub-1/authorize',
      `POST /v1/transaction/${uuid}/capture`,
      'POST /v1/subscription/sub-1/cancel',
    ]);
    expect(calls[2]?.body).toEqual({ data: { amount: 62_500, order_id: 'renewal:t:1' } });
    expect(calls[3]?.body).toEqual({ data: { amount: 62_500 } });
    expect(calls.every((call) => call.auth === 'Bearer api-key')).toBe(true);
  });

  it('charges a reference once: sent again, the captured transaction is the answer', async () => {
    const provider = onpay();
    const first = await provider.charge('sub-1', 62_500, 'renewal:t-once:1');
    calls.length = 0;
    // A reference that only contains this one is not it (OnPay's search is free text).
    expect(await provider.charge('sub-1', 62_500, 'renewal:t-once:1')).toEqual(first);
    expect(calls.map((call) => `${call.method} ${call.url.split('?')[0]}`)).toEqual(['GET /v1/transaction/']);
    const other = await provider.charge('sub-1', 62_500, 'renewal:t-once:12');
    expect(other).toMatchObject({ ok: true });
    expect(other).not.toEqual(first);
  });

  it('reports a failure after the authorization as uncertain, and captures that authorization when resumed', async () => {
    failNextCapture = true;
    const provider = onpay();
    expect(await provider.charge('sub-1', 100, 'renewal:t-capture:1')).toMatchObject({
      ok: false,
      uncertain: true,
    });
    calls.length = 0;
    const resumed = await provider.charge('sub-1', 100, 'renewal:t-capture:1');
    expect(resumed).toMatchObject({ ok: true });
    // No second authorization: the first one is captured.
    expect(calls.map((call) => `${call.method} ${call.url.split('?')[0]}`)).toEqual([
      'GET /v1/transaction/',
      `POST /v1/transaction/${resumed.ok ? resumed.transactionId : ''}/capture`,
    ]);
    expect(transactions.filter((transaction) => transaction.order_id === 'renewal:t-capture:1')).toEqual([
      expect.objectContaining({ status: 'finished' }),
    ]);
  });

  it('reports a declined authorization as a failed charge, not an exception', async () => {
    declineNext = true;
    const result = await onpay().charge('sub-1', 100, 'renewal:t:2');
    declineNext = false;
    expect(result).toMatchObject({ ok: false });
    expect(result).not.toHaveProperty('uncertain');
  });
});
