import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCvrApiClient, cvrApiUserAgent } from '../../src/integrations/cvr/cvrapi-client';
import { CvrLookupError, type CvrProvider, createCvrProvider } from '../../src/integrations/cvr/index';
import { createOfflineCvrProvider } from '../../src/integrations/cvr/offline-provider';
import { testConfig } from '../helpers/test-app';
import { cvrapiHit, type FakeCvrApi, startFakeCvrApi } from './fake-cvrapi';

async function failureOf(provider: CvrProvider, vat: string) {
  const error = await provider.lookup(vat).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(CvrLookupError);
  return (error as CvrLookupError).failure;
}

let fake: FakeCvrApi;
beforeAll(async () => {
  fake = await startFakeCvrApi();
});
afterAll(() => fake.close());

describe('the cvrapi.dk client, against a fake cvrapi.dk on 127.0.0.1', () => {
  let client: CvrProvider;
  beforeAll(() => {
    client = createCvrApiClient({
      baseUrl: fake.url,
      userAgent: cvrApiUserAgent('drift@firma.dk'),
      timeoutMs: 300,
    });
  });

  it('maps a hit to strings, asking GET /api?search=…&country=dk with a descriptive User-Agent', async () => {
    fake.answer(() => ({ status: 200, body: cvrapiHit({ zipcode: 8000 }) }));
    const before = fake.requests.length;
    await expect(client.lookup('12345678')).resolves.toEqual({
      vat: '12345678',
      name: 'Bager Hansen ApS',
      address: 'Vestergade 1',
      zipcode: '8000',
      city: 'Aarhus C',
    });
    const request = fake.requests[before];
    expect(request?.method).toBe('GET');
    expect(request?.url.pathname).toBe('/api');
    expect(request?.url.searchParams.get('search')).toBe('12345678');
    expect(request?.url.searchParams.get('country')).toBe('dk');
    expect(request?.headers['user-agent']).toBe('Kollega HR (kollega.dk) - drift@firma.dk');
  });

  it('turns missing fields into empty strings', async () => {
    fake.answer(() => ({ status: 200, body: cvrapiHit({ address: null, city: undefined }) }));
    await expect(client.lookup('12345678')).resolves.toMatchObject({ address: '', city: '' });
  });

  it('says not found for NOT_FOUND, with HTTP 200 or 404, and for a bare 404', async () => {
    fake.answer(() => ({ status: 404, body: { error: 'NOT_FOUND', t: 0, version: 6 } }));
    expect(await failureOf(client, '99999999')).toBe('not_found');
    fake.answer(() => ({ status: 200, body: { error: 'NOT_FOUND', t: 0, version: 6 } }));
    expect(await failureOf(client, '99999999')).toBe('not_found');
    fake.answer(() => ({ status: 404, body: 'Not Found' }));
    expect(await failureOf(client, '99999999')).toBe('not_found');
  });

  it('says not found when the search matched another company (a phone number, say)', async () => {
    fake.answer(() => ({ status: 200, body: cvrapiHit({ vat: 10150817 }) }));
    expect(await failureOf(client, '12345678')).toBe('not_found');
  });

  it('says invalid for INVALID_VAT and NO_SEARCH', async () => {
    fake.answer(() => ({ status: 400, body: { error: 'INVALID_VAT' } }));
    expect(await failureOf(client, '00000000')).toBe('invalid');
    fake.answer(() => ({ status: 200, body: { error: 'NO_SEARCH' } }));
    expect(await failureOf(client, '00000000')).toBe('invalid');
  });

  it('says quota exceeded for QUOTA_EXCEEDED, BANNED and HTTP 429', async () => {
    fake.answer(() => ({ status: 200, body: { error: 'QUOTA_EXCEEDED' } }));
    expect(await failureOf(client, '12345678')).toBe('quota_exceeded');
    fake.answer(() => ({ status: 403, body: { error: 'BANNED' } }));
    expect(await failureOf(client, '12345678')).toBe('quota_exceeded');
    fake.answer(() => ({ status: 429, body: 'Too Many Requests' }));
    expect(await failureOf(client, '12345678')).toBe('quota_exceeded');
  });

  it('says unavailable for a 500, INTERNAL_ERROR, INVALID_UA, an unknown error and an answer that is no company', async () => {
    for (const answer of [
      { status: 500, body: 'Internal Server Error' },
      { status: 502, body: '<html>Bad gateway</html>' },
      { status: 200, body: { error: 'INTERNAL_ERROR' } },
      { status: 200, body: { error: 'INVALID_UA' } },
      { status: 200, body: { error: 'SOMETHING_NEW' } },
      { status: 200, body: '<html>maintenance</html>' },
      { status: 200, body: { vat: 12345678 } },
    ]) {
      fake.answer(() => answer);
      expect(await failureOf(client, '12345678'), JSON.stringify(answer)).toBe('unavailable');
    }
  });

  it('gives up after its timeout and says unavailable', async () => {
    fake.answer(() => 'hang');
    const started = Date.now();
    const error = await client.lookup('12345678').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CvrLookupError);
    expect((error as CvrLookupError).failure).toBe('unavailable');
    expect((error as CvrLookupError).message).toContain('300 ms');
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('says unavailable when nothing listens at the address', async () => {
    const closed = createCvrApiClient({ baseUrl: 'http://127.0.0.1:1', userAgent: 'test', timeoutMs: 1_000 });
    expect(await failureOf(closed, '12345678')).toBe('unavailable');
  });
});

describe('the offline CVR list', () => {
  const offline = createOfflineCvrProvider();

  it('knows the three demo companies exactly', async () => {
    await expect(offline.lookup('12345678')).resolves.toEqual({
      vat: '12345678',
      name: 'Bager Hansen ApS',
      address: 'Vestergade 1',
      zipcode: '8000',
      city: 'Aarhus C',
    });
    await expect(offline.lookup('87654321')).resolves.toEqual({
      vat: '87654321',
      name: 'Tømrer Jensen I/S',
      address: 'Nørregade 12',
      zipcode: '5000',
      city: 'Odense C',
    });
    await expect(offline.lookup('11223344')).resolves.toEqual({
      vat: '11223344',
      name: 'Kollega Demo ApS',
      address: 'Søndergade 3',
      zipcode: '2100',
      city: 'København Ø',
    });
  });

  it('finds nothing else', async () => {
    expect(await failureOf(offline, '99999999')).toBe('not_found');
    expect(await failureOf(offline, '1234')).toBe('invalid');
  });
});

describe('createCvrProvider', () => {
  it('picks the offline list or cvrapi.dk from the configuration', () => {
    expect(createCvrProvider(testConfig()).kind).toBe('offline');
    expect(createCvrProvider(testConfig({ CVR_PROVIDER: 'cvrapi' })).kind).toBe('cvrapi');
  });

  it('names the installation’s contact address in the User-Agent', async () => {
    fake.answer(() => ({ status: 200, body: cvrapiHit() }));
    const provider = createCvrProvider(
      testConfig({ CVR_PROVIDER: 'cvrapi', CVR_API_URL: fake.url, MAIL_FROM: 'Firma HR <hr@firma.dk>' }),
    );
    await provider.lookup('12345678');
    expect(fake.requests.at(-1)?.headers['user-agent']).toBe('Kollega HR (kollega.dk) - hr@firma.dk');
  });
});
