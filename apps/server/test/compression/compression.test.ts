import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerEncoding, COMPRESS_THRESHOLD, compressionPlugin } from '../../src/plugins/compression';

// Decision 076: JSON answers compressed in one call with their length, everything else through @fastify/compress
// as before. On a bare Fastify with the app's compression plugin and a route per case.
let app: FastifyInstance;
const big = {
  rows: Array.from({ length: 300 }, (_, index) => ({ index, name: `Medarbejder ${index} Ærø` })),
};
const csv = 'nr;navn\n'.concat(
  Array.from({ length: 2_000 }, (_, index) => `${index};række ${index}\n`).join(''),
);

beforeAll(async () => {
  app = Fastify({ logger: false });
  await app.register(compressionPlugin);
  app.get('/big', async () => big);
  app.get('/serialized', { schema: {} }, async (_request, reply) =>
    reply.type('application/json').send(JSON.stringify(big)),
  );
  app.get('/small', async () => ({ ok: true }));
  app.get('/vary', async (_request, reply) => reply.header('vary', 'origin').send(big));
  app.get('/already', async (_request, reply) =>
    reply
      .header('content-encoding', 'gzip')
      .type('application/json')
      .send(zlib.gzipSync(JSON.stringify(big))),
  );
  app.get('/download.csv', async (_request, reply) => reply.type('text/csv').send(Readable.from([csv])));
  app.get('/download.zip', async (_request, reply) =>
    reply.type('application/zip').send(Readable.from([Buffer.alloc(20_000, 7)])),
  );
  app.get('/not-modified', async (_request, reply) => reply.code(304).send());
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

const get = (url: string, acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
  app.inject({
    method,
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(response.rawPayload).toString();
  return response.body;
}

describe('answerEncoding', () => {
  it('chooses as @fastify/compress does: brotli first, q-values weighed, identity as none', () => {
    expect(answerEncoding('br, gzip')).toBe('br');
    expect(answerEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(answerEncoding('gzip')).toBe('gzip');
    expect(answerEncoding('GZIP')).toBe('gzip');
    expect(answerEncoding('x-gzip')).toBe('gzip');
    expect(answerEncoding('*')).toBe('gzip');
    expect(answerEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(answerEncoding('br;q=0.9, gzip;q=0.8')).toBe('br');
    expect(answerEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(answerEncoding('identity')).toBeUndefined();
    expect(answerEncoding('deflate')).toBeUndefined();
    expect(answerEncoding('')).toBeUndefined();
    expect(answerEncoding(undefined)).toBeUndefined();
  });
});

describe('JSON answers', () => {
  it('are compressed in one piece with their length, by the negotiated encoding', async () => {
    for (const [acceptEncoding, expected] of [
      ['br, gzip', 'br'],
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
    ] as const) {
      for (const url of ['/big', '/serialized']) {
        const response = await get(url, acceptEncoding);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe(expected);
        expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
        expect(response.headers['transfer-encoding']).toBeUndefined();
        expect(response.headers.vary).toBe('accept-encoding');
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(JSON.parse(decoded(response))).toEqual(big);
        expect(response.rawPayload.length).toBeLessThan(JSON.stringify(big).length / 3);
      }
    }
  });

  it('go as they are without an acceptable encoding or when the client asks for none', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const response = await get('/big', acceptEncoding);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.json()).toEqual(big);
    }
    const opted = await app.inject({
      method: 'GET',
      url: '/big',
      headers: { 'accept-encoding': 'br', 'x-no-compression': '1' },
    });
    expect(opted.headers['content-encoding']).toBeUndefined();
    expect(opted.json()).toEqual(big);
  });

  it('stay as they are under the threshold', async () => {
    expect(JSON.stringify({ ok: true }).length).toBeLessThan(COMPRESS_THRESHOLD);
    const response = await get('/small', 'br, gzip');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBeUndefined();
    expect(response.json()).toEqual({ ok: true });
  });

  it('add accept-encoding to a Vary the route set', async () => {
    const response = await get('/vary', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('origin, accept-encoding');
  });

  it('are left alone when already encoded', async () => {
    const response = await get('/already', 'br, gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(response.rawPayload).toString())).toEqual(big);
  });

  it('answer HEAD with the headers of GET and no body', async () => {
    const whole = await get('/big', 'br');
    const head = await get('/big', 'br', 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(whole.headers['content-length']);
    expect(head.headers.vary).toBe('accept-encoding');
    expect(head.rawPayload.length).toBe(0);
  });

  it('leave a 304 without a body or an encoding', async () => {
    const response = await get('/not-modified', 'br, gzip');
    expect(response.statusCode).toBe(304);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.length).toBe(0);
  });
});

describe('streams (downloads)', () => {
  it('of a compressible type are still compressed as they are written, without a length', async () => {
    const response = await get('/download.csv', 'br, gzip');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-length']).toBeUndefined();
    expect(response.headers.vary).toBe('accept-encoding');
    expect(decoded(response)).toBe(csv);
  });

  it('already compressed (a zip) go untouched', async () => {
    const response = await get('/download.zip', 'br, gzip');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(Buffer.alloc(20_000, 7))).toBe(true);
  });
});
