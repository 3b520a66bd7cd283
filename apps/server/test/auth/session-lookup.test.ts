import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../src/app';
import { sessions } from '../../src/db/schema/index';
import { verifiedToken } from '../../src/plugins/auth/session-lookup';
import { createCompanyWithOwner, createUser, signInOverHttp } from '../../src/testing/factories';
import { traceStatements } from '../../src/testing/statement-trace';
import { call } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';

/** Decision 060: a signed-in request reads its session, user and membership in one statement, and caches nothing. */
let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
afterEach(() => vi.useRealTimers());

/** The signed value of the session cookie in a Cookie header, decoded: 'token.signature'. */
function signedValue(cookie: string): string {
  const [, value] = /(?:^|;\s*)kollega\.session_token=([^;]+)/.exec(cookie)!;
  return decodeURIComponent(value!);
}

/** A Cookie header with only the session cookie, its signed value changed by `change`. */
function tampered(cookie: string, change: (value: string) => string): string {
  return `kollega.session_token=${encodeURIComponent(change(signedValue(cookie)))}`;
}

describe('the session lookup of a signed-in request', () => {
  it('reads session, user and membership in one statement', async () => {
    const { owner } = await createCompanyWithOwner(app);
    const cookie = await signInOverHttp(app, owner);
    const statements = await traceStatements(app, () => call(app, 'GET', '/api/employees', { cookie }));
    const lookups = statements.filter((text) => /from "sessions"/.test(text));
    expect(lookups).toHaveLength(1);
    expect(lookups[0]).toMatch(/join "users"/);
    expect(lookups[0]).toMatch(/join "employees"/);
    expect(
      statements.filter((text) => /from "users"|from "employees" inner join "companies"/.test(text)),
    ).toEqual([]);
  });

  it('refuses a session deleted a moment ago on the very next request (no cache)', async () => {
    const { owner } = await createCompanyWithOwner(app);
    const cookie = await signInOverHttp(app, owner);
    expect((await call(app, 'GET', '/api/employees', { cookie })).statusCode).toBe(200);
    await app.database.privilegedDb.delete(sessions).where(eq(sessions.userId, owner.id));
    expect((await call(app, 'GET', '/api/employees', { cookie })).statusCode).toBe(401);
  });

  it('refuses a cookie whose signature does not hold, or is spelled another way', async () => {
    const { owner } = await createCompanyWithOwner(app);
    const cookie = await signInOverHttp(app, owner);
    // A character in the middle of the signature: every bit there is data. (The last character before the '='
    // carries two padding bits, so 'A' → 'B' there gives the same bytes, which better-auth accepts: one run in 16
    // then saw 200.)
    const flipped = tampered(cookie, (value) => {
      const middle = value.lastIndexOf('.') + 10;
      return value.slice(0, middle) + (value[middle] === 'A' ? 'B' : 'A') + value.slice(middle + 1);
    });
    expect((await call(app, 'GET', '/api/employees', { cookie: flipped })).statusCode).toBe(401);
    const unsigned = tampered(cookie, (value) => value.slice(0, value.lastIndexOf('.')));
    expect((await call(app, 'GET', '/api/employees', { cookie: unsigned })).statusCode).toBe(401);
    const decoded = signedValue(cookie);
    const dot = decoded.lastIndexOf('.');
    const context = await app.auth.$context;
    expect(verifiedToken(decoded, context.secret)).toBe(decoded.slice(0, dot));
    // Base64 that decodes to the same bytes but is not the canonical text: refused, as better-call refuses it.
    expect(
      verifiedToken(`${decoded.slice(0, dot)}.${decoded.slice(dot + 1, -1)}`, context.secret),
    ).toBeUndefined();
    expect(verifiedToken(`${decoded}x`, 'another secret')).toBeUndefined();
  });

  it('refuses an expired session, and leaves the daily extension to better-auth', async () => {
    const user = await createUser(app);
    const cookie = await signInOverHttp(app, user);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2 * 24 * 60 * 60 * 1000); // past the daily update age
    const extended = await call(app, 'GET', '/api/me', { cookie });
    expect(extended.json().user.email).toBe(user.email);
    expect([extended.headers['set-cookie']].flat().join('\n')).toMatch(/kollega\.session_token=/);
    vi.useRealTimers();
    await app.database.privilegedDb
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(sessions.userId, user.id));
    expect((await call(app, 'GET', '/api/me', { cookie })).json().user).toBeNull();
  });

  it('asks better-auth when the session cookie is sent twice', async () => {
    const { owner } = await createCompanyWithOwner(app);
    const cookie = await signInOverHttp(app, owner);
    const other = await signInOverHttp(app, await createUser(app));
    const twice = `${cookie}; kollega.session_token=${encodeURIComponent(signedValue(other))}`;
    const response = await call(app, 'GET', '/api/employees', { cookie: twice });
    // better-auth reads one of the two; either way the request is answered as a signed-in user or refused, never
    // as a mix of the two sessions.
    expect([200, 403]).toContain(response.statusCode);
  });
});
