import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { call } from '../helpers/http';
import { multipartBody } from '../helpers/multipart';
import { buildTestApp, testConfig } from '../helpers/test-app';
import { meWorld } from './me-fixtures';

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp({ config: testConfig() }));
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A contract shared with the world's employee, with 'Kvittér for modtagelse' asked for: its acknowledge URL. */
async function documentToAcknowledge(world: Awaited<ReturnType<typeof meWorld>>): Promise<string> {
  const body = multipartBody([
    { name: 'file', filename: 'Kontrakt.pdf', contentType: 'application/pdf', data: PDF },
  ]);
  const uploaded = await app.inject({
    method: 'POST',
    url: `/api/employees/${world.employee.id}/documents?kind=employmentContract`,
    headers: { ...body.headers, cookie: world.ownerCookie },
    payload: body.payload,
  });
  const document = uploaded.json() as { id: string };
  await call(app, 'PUT', `/api/employees/${world.employee.id}/documents/${document.id}/sharing`, {
    cookie: world.ownerCookie,
    payload: { shared: true, requestAcknowledgement: true },
  });
  return `/api/me/documents/${document.id}/acknowledge`;
}

describe('wrong passwords on an acknowledgement (decision 041)', () => {
  it('refuses the sixth try within 15 minutes with 429 and a Danish message, the right password too', async () => {
    const world = await meWorld(app);
    const url = await documentToAcknowledge(world);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await call(app, 'POST', url, {
        cookie: world.cookie,
        payload: { password: `forkert-${attempt}` },
      });
      expect(wrong.json().error.code).toBe('WRONG_PASSWORD');
    }
    const refused = await call(app, 'POST', url, {
      cookie: world.cookie,
      payload: { password: world.account.password },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(
      'For mange forkerte adgangskoder. Vent 15 minutter, og prøv igen.',
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // The limit is per login: a colleague's acknowledgements are not held up by it.
    const other = await meWorld(app);
    const otherUrl = await documentToAcknowledge(other);
    const otherWrong = await call(app, 'POST', otherUrl, {
      cookie: other.cookie,
      payload: { password: 'forkert' },
    });
    expect(otherWrong.json().error.code).toBe('WRONG_PASSWORD');
    const otherOk = await call(app, 'POST', otherUrl, {
      cookie: other.cookie,
      payload: { password: other.account.password },
    });
    expect(otherOk.statusCode).toBe(200);
  });

  it("never counts a request that names nothing of the caller's", async () => {
    const world = await meWorld(app);
    const url = '/api/me/documents/6f1c2a4e-9b3d-4c1e-8f00-0a0b0c0d0e0f/acknowledge';
    // A missing document answers 404 before the password is looked at, so it never counts.
    for (let attempt = 1; attempt <= 6; attempt++) {
      expect(
        (await call(app, 'POST', url, { cookie: world.cookie, payload: { password: 'x' } })).statusCode,
      ).toBe(404);
    }
  });
});
