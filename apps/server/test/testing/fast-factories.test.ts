import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../src/app';
import { queryRows } from '../../src/db/database';
import type { Mailer } from '../../src/integrations/mail/index';
import {
  type CompanyWithOwnerInput,
  createCompanyThroughSignup,
  createCompanyWithOwner,
  createUser,
  createUserThroughSignUp,
  loginAs,
  signInOverHttp,
  type UserInput,
} from '../../src/testing/factories';
import { call } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';

/**
 * Decision 072: the factories' default path writes the rows of sign-up, complete-signup and sign-in directly.
 * This file pins it to the product path: the same inputs through both, on two databases, must leave the same
 * rows in every table (ids, times, password hashes, tokens aside), and a session from the fast path must pass
 * every check a signed-in request meets, and fail them once it is revoked.
 */
let product: App;
let fast: App;
beforeAll(async () => {
  [{ app: product }, { app: fast }] = await Promise.all([buildTestApp(), buildTestApp()]);
});
afterEach(() => vi.useRealTimers());

type Row = Record<string, unknown>;

/** Every row of every table in the public schema, as JSON text per table. */
async function everyRow(app: App): Promise<Map<string, string[]>> {
  const db = app.database.privilegedDb;
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const contents = new Map<string, string[]>();
  for (const { name } of tables) {
    const rows = await queryRows<{ row: string }>(
      db,
      sql`select row_to_json(t)::text as row from ${sql.identifier(name)} t`,
    );
    contents.set(
      name,
      rows.map(({ row }) => row),
    );
  }
  return contents;
}

/** What `work` wrote: per table, the rows that were not there before (a changed row counts as new). */
async function rowsWrittenBy<T>(app: App, work: () => Promise<T>) {
  const before = await everyRow(app);
  const result = await work();
  const after = await everyRow(app);
  const written = new Map<string, Row[]>();
  for (const [table, rows] of after) {
    const old = new Set(before.get(table));
    const added = rows.filter((row) => !old.has(row)).map((row) => JSON.parse(row) as Row);
    const removed = (before.get(table) ?? []).filter((row) => !rows.includes(row));
    expect(removed, `rows removed from ${table}`).toEqual([]);
    if (added.length > 0) written.set(table, added);
  }
  return { written, result };
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * Rows made comparable: the ids both paths returned by name, any other id, every timestamp, the password hash
 * (checked separately), session tokens and the verification link's token replaced by placeholders.
 */
function comparable(written: Map<string, Row[]>, names: Record<string, string>) {
  const normalise = (value: unknown, key: string): unknown => {
    if (typeof value === 'string') {
      if (TIMESTAMP.test(value)) return '<time>';
      if (key === 'token' || key === 'password') return `<${key}>`;
      return value
        .replace(/oobCode=[\w.-]+/g, 'oobCode=<token>')
        .replace(UUID, (id) => (names[id] ? `<${names[id]}>` : '<id>'));
    }
    if (key === 'id' && typeof value === 'number') return '<serial>';
    if (Array.isArray(value)) return value.map((each) => normalise(each, key));
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalise(v, k)]));
    return value;
  };
  const tables: Record<string, unknown[]> = {};
  for (const [table, rows] of written)
    tables[table] = rows
      .map((row) => normalise(row, ''))
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  return tables;
}

/** The password hashes the work left, each of which must verify the password with the app's own verifier. */
async function expectHashesVerify(app: App, written: Map<string, Row[]>, password: string) {
  const context = await app.auth.$context;
  const hashes = (written.get('accounts') ?? []).map((row) => String(row.password));
  expect(hashes).toHaveLength(1);
  for (const hash of hashes) expect(await context.password.verify({ hash, password })).toBe(true);
}

/** The verification e-mail's token says the same in both paths: whose address, which login. */
function verificationClaims(written: Map<string, Row[]>, userId: string) {
  return (written.get('mail_outbox') ?? []).map((row) => {
    const [, token] = /oobCode=([\w.-]+)/.exec(String(row.text)) ?? [];
    const claims = JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString()) as Row;
    return {
      email: claims.email,
      user: claims.userId === userId,
      expiresIn: Number(claims.exp) - Number(claims.iat),
    };
  });
}

let counter = 0;
function sameInputs(): { email: string; vat: string; name: string } {
  counter += 1;
  return {
    email: `lige-${counter}@example.dk`,
    vat: String(40_000_000 + counter),
    name: `Ens Firma ${counter} ApS`,
  };
}

describe('the fast factories write what the product writes', () => {
  it.each<[string, UserInput]>([
    ['a verified account', {}],
    ['an unverified account', { verified: false }],
    ['a super admin without two-factor', { superadmin: true, twoFactor: false }],
  ])('createUser: %s', async (_, input) => {
    const { email } = sameInputs();
    const made = await rowsWrittenBy(product, () => createUserThroughSignUp(product, { ...input, email }));
    const quick = await rowsWrittenBy(fast, () => createUser(fast, { ...input, email }));
    expect([...quick.written.keys()].sort()).toEqual([...made.written.keys()].sort());
    expect(comparable(quick.written, { [quick.result.id]: 'user' })).toEqual(
      comparable(made.written, { [made.result.id]: 'user' }),
    );
    await expectHashesVerify(product, made.written, made.result.password);
    await expectHashesVerify(fast, quick.written, quick.result.password);
    expect(verificationClaims(quick.written, quick.result.id)).toEqual(
      verificationClaims(made.written, made.result.id),
    );
    expect(verificationClaims(made.written, made.result.id)).toHaveLength(1);
  });

  it.each<[string, Omit<CompanyWithOwnerInput, 'vat' | 'name'>]>([
    ['with the default owner', {}],
    [
      'with a named, unverified owner',
      {
        owner: {
          firstName: 'Åse',
          lastName: 'Øster',
          jobPosition: 'Ejer',
          phone: '87654321',
          verified: false,
        },
      },
    ],
  ])('createCompanyWithOwner: %s', async (_, input) => {
    const { email, vat, name } = sameInputs();
    const inputs = { ...input, vat, name, owner: { ...input.owner, email } };
    const made = await rowsWrittenBy(product, () => createCompanyThroughSignup(product, inputs));
    const quick = await rowsWrittenBy(fast, () => createCompanyWithOwner(fast, inputs));
    const names = (result: typeof made.result) => ({
      [result.owner.id]: 'user',
      [result.companyId]: 'company',
      [result.owner.employeeId]: 'employee',
    });
    expect([...quick.written.keys()].sort()).toEqual([...made.written.keys()].sort());
    expect(comparable(quick.written, names(quick.result))).toEqual(
      comparable(made.written, names(made.result)),
    );
    expect(quick.result.owner).toMatchObject({
      email: made.result.owner.email,
      password: made.result.owner.password,
      firstName: made.result.owner.firstName,
      lastName: made.result.owner.lastName,
    });
    await expectHashesVerify(fast, quick.written, quick.result.owner.password);
    expect(verificationClaims(quick.written, quick.result.owner.id)).toEqual(
      verificationClaims(made.written, made.result.owner.id),
    );
    // The tables complete-signup writes are all there.
    expect([...made.written.keys()]).toEqual(
      expect.arrayContaining([
        'users',
        'accounts',
        'sessions',
        'companies',
        'employees',
        'subscriptions',
        'audit_log',
      ]),
    );
  });

  it('loginAs writes the session a sign-in writes; only the limiter keeps its note of the address', async () => {
    const { email } = sameInputs();
    const productUser = await createUserThroughSignUp(product, { email });
    const fastUser = await createUser(fast, { email });
    const made = await rowsWrittenBy(product, () => signInOverHttp(product, productUser));
    const quick = await rowsWrittenBy(fast, () => loginAs(fast, fastUser));
    // The sign-in limiter remembers the address an account signed in from (auth-routes.ts, throttleSignIn):
    // state of the limiter only, which tests about limits get by signing in over HTTP.
    expect([...made.written.keys()].sort()).toEqual(['sessions', 'throttle']);
    made.written.delete('throttle');
    expect(comparable(quick.written, { [fastUser.id]: 'user' })).toEqual(
      comparable(made.written, { [productUser.id]: 'user' }),
    );
    // The same cookie: its name, a 32-character token and the 44-character signature, URL-encoded.
    const shape = (cookie: string) =>
      cookie.replace(/=[A-Za-z0-9]{32}\.[A-Za-z0-9%]+/, (value) =>
        decodeURIComponent(value).length === 1 + 32 + 1 + 44 ? '=<signed token>' : value,
      );
    expect(shape(quick.result)).toBe('kollega.session_token=<signed token>');
    expect(shape(quick.result)).toBe(shape(made.result));
  });

  it('createUser stands when the verification e-mail cannot be sent, as sign-up does', async () => {
    const failing: Mailer = {
      kind: 'smtp',
      async send() {
        throw new Error('getaddrinfo ENOTFOUND mail.example');
      },
      async close() {},
    };
    const { app } = await buildTestApp({ mailer: failing });
    const made = await createUserThroughSignUp(app);
    const quick = await createUser(app);
    expect(await signInOverHttp(app, made)).toContain('kollega.session_token=');
    expect(await loginAs(app, quick)).toContain('kollega.session_token=');
  });

  it('loginAs answers as sign-in does when sign-in would not plainly succeed', async () => {
    const user = await createUser(fast);
    await expect(loginAs(fast, { ...user, password: 'Forkert-kodeord-1' })).rejects.toThrow(/401/);
    await expect(loginAs(fast, { email: 'ingen@example.dk', password: 'Kodeord-1234' })).rejects.toThrow(
      /401/,
    );
  });
});

describe('a session from loginAs', () => {
  it('passes every check a signed-in request meets', async () => {
    const { owner } = await createCompanyWithOwner(fast);
    const cookie = await loginAs(fast, owner);
    // The one-statement lookup (session-lookup.ts) on a company route and on /api/me.
    expect((await call(fast, 'GET', '/api/employees', { cookie })).statusCode).toBe(200);
    expect((await call(fast, 'GET', '/api/me', { cookie })).json().user).toMatchObject({
      email: owner.email,
    });
    // better-auth's own reading of the cookie, and one of its endpoints behind its session middleware.
    const session = await fast.auth.api.getSession({ headers: new Headers({ cookie }) });
    expect(session?.user.id).toBe(owner.id);
    const sessions = await call(fast, 'GET', '/api/account/sessions', { cookie });
    expect(sessions.statusCode).toBe(200);
    expect(sessions.json().sessions[0]).toMatchObject({ current: true, ipAddress: '127.0.0.1' });
    // A day later better-auth extends the session and sets the cookie again, as it does for a sign-in.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2 * 24 * 60 * 60 * 1000);
    const extended = await call(fast, 'GET', '/api/me', { cookie });
    expect(extended.json().user).toMatchObject({ email: owner.email });
    expect(extended.headers['set-cookie']).toEqual([expect.stringContaining('kollega.session_token=')]);
  });

  it('fails every check once it is signed out or revoked', async () => {
    const { owner } = await createCompanyWithOwner(fast);
    const signedOut = await loginAs(fast, owner);
    expect(
      (await call(fast, 'POST', '/api/auth/sign-out', { cookie: signedOut, payload: {} })).statusCode,
    ).toBe(200);
    expect((await call(fast, 'GET', '/api/employees', { cookie: signedOut })).statusCode).toBe(401);
    expect(await fast.auth.api.getSession({ headers: new Headers({ cookie: signedOut }) })).toBeNull();

    const office = await loginAs(fast, owner);
    const phone = await loginAs(fast, owner);
    const { sessions } = (await call(fast, 'GET', '/api/account/sessions', { cookie: phone })).json();
    const officeSession = sessions.find(
      (each: { current: boolean; ipAddress: string | null }) => !each.current && each.ipAddress,
    );
    expect(
      (await call(fast, 'DELETE', `/api/account/sessions/${officeSession.id}`, { cookie: phone })).statusCode,
    ).toBe(204);
    expect((await call(fast, 'GET', '/api/employees', { cookie: office })).statusCode).toBe(401);
    expect((await call(fast, 'GET', '/api/me', { cookie: office })).json().user).toBeNull();
    expect((await call(fast, 'GET', '/api/employees', { cookie: phone })).statusCode).toBe(200);
  });
});
