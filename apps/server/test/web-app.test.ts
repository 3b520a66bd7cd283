import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { buildTestApp, makeTempDir } from './helpers/test-app';

const INDEX_HTML =
  '<!doctype html><html lang="da"><head><title>Kollega</title></head><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

/** A web build as `npm run build` leaves it: index.html, hashed assets, pre-compressed siblings. */
function writeWebBuild(): string {
  const root = makeTempDir('kollega-web-');
  fs.mkdirSync(path.join(root, 'assets'));
  fs.writeFileSync(path.join(root, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const script = path.join(root, 'assets', 'index-B2x9aQ1c.js');
  fs.writeFileSync(script, SCRIPT);
  fs.writeFileSync(`${script}.br`, zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(`${script}.gz`, zlib.gzipSync(SCRIPT));
  return root;
}

describe('serving the web app', () => {
  let app: App;
  beforeAll(async () => {
    ({ app } = await buildTestApp({ webRoot: writeWebBuild() }));
  });

  it.each(['/', '/medarbejdere', '/medarbejdere/123/profil', '/findes-ikke/dybt/nede', '/signup?x=1'])(
    'GET %s returns the SPA, revalidated on every visit',
    async (url) => {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    },
  );

  it('serves hashed assets pre-compressed with brotli or gzip and caches them for a year', async () => {
    const brotli = await app.inject({
      method: 'GET',
      url: '/assets/index-B2x9aQ1c.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await app.inject({
      method: 'GET',
      url: '/assets/index-B2x9aQ1c.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await app.inject({
      method: 'GET',
      url: '/assets/index-B2x9aQ1c.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('revalidates files without a content hash', async () => {
    const response = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing hashed asset with 404 rather than the SPA, so a stale tab reloads', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-OLD.js' });
    expect(response.statusCode).toBe(404);
  });

  it('keeps /api paths out of the fallback', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/medarbejdere',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it('does not serve files outside the web root', async () => {
    const response = await app.inject({ method: 'GET', url: '/../../package.json' });
    expect(response.body).not.toContain('"name"');
  });
});

describe('without a web build', () => {
  it('still serves the API and says how to build the web app', async () => {
    const { app } = await buildTestApp({ webRoot: makeTempDir('kollega-empty-web-') });
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('npm run build');
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('the root path for clients that do not compress', () => {
  it('GET / without Accept-Encoding is the SPA, not 403 (curl, load-balancer checks)', async () => {
    const { app } = await buildTestApp({ webRoot: writeWebBuild() });
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'br' }]) {
      const response = await app.inject({ method: 'GET', url: '/', headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });
});
