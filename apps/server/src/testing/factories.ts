import { randomUUID } from 'node:crypto';
import { createEmailVerificationToken } from 'better-auth/api';
import { generateRandomString, makeSignature } from 'better-auth/crypto';
import { and, eq, type SQLWrapper, sql } from 'drizzle-orm';
import type { App } from '../app';
import { recordAudit } from '../db/audit';
import type { Db } from '../db/database';
import { accounts, auditLog, companies, employees, sessions, subscriptions, users } from '../db/schema/index';
import { completeSignup } from '../features/company/complete-signup';
import { secretOfTotpUri, totpCode } from './totp';

/**
 * The one set of data factories, used by the integration tests, the browser tests' set-up and the demo seed
 * (CONVENTIONS.md).
 *
 * Two paths (decision 072). The product path goes through the product's own code: better-auth's sign-up and
 * sign-in over HTTP, the complete-signup service. It is what tests about sign-up, sign-in, sessions, two-factor,
 * passkeys and throttling use (`createUserThroughSignUp`, `createCompanyThroughSignup`, `signInOverHttp`). The
 * default path (`createUser`, `createCompanyWithOwner`, `loginAs`) writes the same rows in one statement and signs
 * the session cookie as better-auth does: about a tenth of the statements, which the suite's thousands of calls
 * would otherwise spend in PGlite. test/testing/fast-factories.test.ts compares the rows of both paths, table by
 * table, and checks the fast session against every auth check, so the two cannot drift apart.
 */
let sequence = 0;
const next = () => {
  sequence += 1;
  return `${process.pid}-${Date.now().toString(36)}-${sequence}`;
};

export const DEFAULT_PASSWORD = 'Kodeord-1234';

export interface CompanyInput {
  name?: string;
  address?: string;
  zipcode?: string;
  city?: string;
  vat?: string;
}

function randomVat(): string {
  return String(Math.floor(10_000_000 + Math.random() * 89_999_999));
}

/** A company without an owner login (seed data, database-level tests). */
export async function createCompany(db: Db, input: CompanyInput = {}) {
  const id = next();
  return db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({
        name: input.name ?? `Testfirma ${id} ApS`,
        address: input.address ?? 'Vestergade 1',
        zipcode: input.zipcode ?? '8000',
        city: input.city ?? 'Aarhus C',
        vat: input.vat ?? randomVat(),
      })
      .returning();
    if (!company) throw new Error('insert into companies returned no row');
    await tx.insert(subscriptions).values({ companyId: company.id });
    await recordAudit(
      tx,
      { companyId: company.id, userId: null, impersonatedBy: null, requestId: null },
      {
        action: 'company.create',
        entityType: 'company',
        entityId: company.id,
        details: { name: company.name },
      },
    );
    return company;
  });
}

export async function findCompanyByVat(db: Db, vat: string) {
  const [company] = await db.select().from(companies).where(eq(companies.vat, vat)).limit(1);
  return company;
}

export interface UserInput {
  email?: string;
  password?: string;
  verified?: boolean;
  superadmin?: boolean;
  /** Set up TOTP two-factor sign-in (decision 034); a super admin gets it unless told otherwise. */
  twoFactor?: boolean;
}

/** The TOTP secret of every account a factory set up with two-factor, by e-mail, so loginAs can answer the code. */
const totpSecrets = new Map<string, Uint8Array>();

/** The TOTP secret the factory set up for this account (for tests that type the code themselves). */
export function totpSecretOf(email: string): Uint8Array {
  const secret = totpSecrets.get(email.toLowerCase());
  if (!secret) throw new Error(`${email} has no two-factor set up by the factory`);
  return secret;
}

/** Sets up two-factor sign-in over HTTP as the profile page does: password, then a first code confirms it. */
export async function enableTwoFactor(app: App, credentials: { email: string; password: string }) {
  const cookie = await loginAs(app, credentials);
  const enabled = await app.inject({
    method: 'POST',
    url: '/api/auth/two-factor/enable',
    headers: { 'content-type': 'application/json', cookie },
    payload: { password: credentials.password },
  });
  if (enabled.statusCode !== 200) throw new Error(`enable two-factor: ${enabled.statusCode} ${enabled.body}`);
  const { totpURI, backupCodes } = enabled.json() as { totpURI: string; backupCodes: string[] };
  const secret = secretOfTotpUri(totpURI);
  const verified = await app.inject({
    method: 'POST',
    url: '/api/auth/two-factor/verify-totp',
    headers: {
      'content-type': 'application/json',
      cookie: cookieHeader(enabled.headers['set-cookie'], cookie),
    },
    payload: { code: await totpCode(secret) },
  });
  if (verified.statusCode !== 200)
    throw new Error(`verify two-factor: ${verified.statusCode} ${verified.body}`);
  totpSecrets.set(credentials.email.toLowerCase(), secret);
  return { secret, backupCodes };
}

function newCredentials(input: UserInput) {
  return {
    email: (input.email ?? `bruger-${next()}@example.dk`).toLowerCase(),
    password: input.password ?? DEFAULT_PASSWORD,
  };
}

/** The product path: an account made by better-auth's sign-up, as the sign-up page makes it. */
export async function createUserThroughSignUp(app: App, input: UserInput = {}) {
  const { email, password } = newCredentials(input);
  const result = await app.auth.api.signUpEmail({ body: { email, password, name: '' } });
  const userId = result.user.id;
  await app.database.db
    .update(users)
    .set({ emailVerified: input.verified ?? true, ...(input.superadmin ? { role: 'superadmin' } : {}) })
    .where(eq(users.id, userId));
  if (input.twoFactor ?? input.superadmin ?? false) await enableTwoFactor(app, { email, password });
  return { id: userId, email, password };
}

/**
 * The rows better-auth's sign-up writes for a new account (user, credential account with the password hash made
 * by the app's own hasher, the session of its auto sign-in), as inserts for one statement, and its verification
 * e-mail, sent by the app's own callback once the rows are there.
 */
async function signUpRows(
  app: App,
  account: {
    id: string;
    email: string;
    password: string;
    name: string;
    verified: boolean;
    superadmin: boolean;
  },
) {
  const context = await app.auth.$context;
  const db = app.database.privilegedDb;
  const now = new Date();
  const user = {
    id: account.id,
    name: account.name,
    email: account.email,
    emailVerified: account.verified,
    role: account.superadmin ? 'superadmin' : 'user',
    banned: false,
    twoFactorEnabled: false,
    createdAt: now,
    updatedAt: now,
  };
  const inserts: SQLWrapper[] = [
    db.insert(users).values(user),
    db.insert(accounts).values({
      accountId: account.id,
      providerId: 'credential',
      userId: account.id,
      password: await context.password.hash(account.password),
      createdAt: now,
      updatedAt: now,
    }),
    // Sign-up's auto sign-in, called on the server without a request: no address, no agent.
    db.insert(sessions).values(newSession(context, account.id, { ipAddress: '', userAgent: '' })),
  ];
  async function sendVerificationMail() {
    const sendVerificationEmail = context.options.emailVerification?.sendVerificationEmail;
    if (!sendVerificationEmail) return;
    const token = await createEmailVerificationToken(
      context.secret,
      account.email,
      undefined,
      context.options.emailVerification?.expiresIn,
      { userId: account.id },
    );
    const url = `${context.baseURL}/verify-email?token=${token}&callbackURL=${encodeURIComponent('/')}`;
    // As sign-up does it: a mail that cannot be sent is logged by better-auth, and the account stands.
    await sendVerificationEmail({ user: { ...user, image: null }, url, token }).catch((error: unknown) =>
      context.logger.error('Failed to send the sign-up verification email', error),
    );
  }
  return { inserts, sendVerificationMail };
}

type AuthContext = Awaited<App['auth']['$context']>;

/** A session row as better-auth's `createSession` writes it (token, 30 days, the client's address and agent). */
function newSession(context: AuthContext, userId: string, client: { ipAddress: string; userAgent: string }) {
  const now = new Date();
  return {
    // better-auth's session token: 32 letters and digits (generateId).
    token: generateRandomString(32, 'a-z', 'A-Z', '0-9'),
    userId,
    expiresAt: new Date(now.getTime() + context.sessionConfig.expiresIn * 1000),
    ...client,
    createdAt: now,
    updatedAt: now,
  };
}

/** Runs inserts as one statement (data-modifying CTEs): foreign keys are checked when the statement ends. */
async function insertAll(db: Db, inserts: SQLWrapper[]) {
  // getSQL(): a query builder put into `sql` directly comes wrapped in parentheses, which a CTE does not take.
  const parts = inserts.map((insert, index) => sql`${sql.raw(`w${index}`)} as (${insert.getSQL()})`);
  await db.execute(sql`with ${sql.join(parts, sql`, `)} select 1`);
}

/**
 * An account as sign-up leaves it, verified unless told otherwise: the product's rows written in one statement
 * (`createUserThroughSignUp` is the product path).
 */
export async function createUser(app: App, input: UserInput = {}) {
  const { email, password } = newCredentials(input);
  const id = randomUUID();
  const rows = await signUpRows(app, {
    id,
    email,
    password,
    name: '',
    verified: input.verified ?? true,
    superadmin: input.superadmin ?? false,
  });
  await insertAll(app.database.privilegedDb, rows.inserts);
  await rows.sendVerificationMail();
  if (input.twoFactor ?? input.superadmin ?? false) await enableTwoFactor(app, { email, password });
  return { id, email, password };
}

/** The product path: signs in over HTTP exactly as the browser does and returns the Cookie header. */
export async function signInOverHttp(
  app: App,
  credentials: { email: string; password: string },
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { 'content-type': 'application/json' },
    payload: { email: credentials.email, password: credentials.password },
  });
  if (response.statusCode !== 200)
    throw new Error(`loginAs ${credentials.email}: ${response.statusCode} ${response.body}`);
  const cookie = cookieHeader(response.headers['set-cookie']);
  if (!(response.json() as { twoFactorRedirect?: boolean }).twoFactorRedirect) return cookie;
  // Decision 034: the second step, answered with the code the authenticator app would show.
  const second = await app.inject({
    method: 'POST',
    url: '/api/auth/two-factor/verify-totp',
    headers: { 'content-type': 'application/json', cookie },
    payload: { code: await totpCode(totpSecretOf(credentials.email)) },
  });
  if (second.statusCode !== 200)
    throw new Error(`loginAs ${credentials.email} (code): ${second.statusCode} ${second.body}`);
  return cookieHeader(second.headers['set-cookie'], cookie);
}

/** The client a sign-in through `app.inject` comes from, as better-auth records it on the session. */
const INJECT_CLIENT = { ipAddress: '127.0.0.1', userAgent: 'lightMyRequest' };

/**
 * The Cookie header of a signed-in browser, for later requests: a new session row and its cookie, signed as
 * better-auth signs it. Only when sign-in would plainly succeed (the account exists, the password verifies with
 * the app's own hasher, no ban, no second factor); any other case goes the product path (`signInOverHttp`),
 * which answers as the product does, errors included. The sign-in limiter's bookkeeping is the product path's
 * alone: tests about limits sign in over HTTP.
 */
export async function loginAs(app: App, credentials: { email: string; password: string }): Promise<string> {
  const context = await app.auth.$context;
  const db = app.database.privilegedDb;
  const [found] = await db
    .select({
      userId: users.id,
      banned: users.banned,
      twoFactorEnabled: users.twoFactorEnabled,
      hash: accounts.password,
    })
    .from(users)
    .innerJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, 'credential')))
    .where(eq(users.email, credentials.email.toLowerCase()))
    .limit(1);
  const plain =
    found?.hash &&
    !found.banned &&
    !found.twoFactorEnabled &&
    (await context.password.verify({ hash: found.hash, password: credentials.password }));
  if (!found || !plain) return signInOverHttp(app, credentials);
  const session = newSession(context, found.userId, INJECT_CLIENT);
  await db.insert(sessions).values(session);
  const signed = `${session.token}.${await makeSignature(session.token, context.secret)}`;
  return `${context.authCookies.sessionToken.name}=${encodeURIComponent(signed)}`;
}

/**
 * The Cookie header a browser would send after these Set-Cookie headers, on top of the cookies it had:
 * a later cookie replaces one of the same name, and an expired one (Max-Age=0) is dropped.
 */
export function cookieHeader(setCookie: string | string[] | undefined, previous = ''): string {
  const jar = new Map<string, string>();
  for (const pair of previous
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [name] = pair.split('=');
    jar.set(name!, pair);
  }
  for (const cookie of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
    const [pair = ''] = cookie.split(';');
    const name = pair.split('=')[0]!;
    if (/;\s*max-age=0/i.test(cookie) || pair.endsWith('=')) jar.delete(name);
    else jar.set(name, pair.trim());
  }
  return [...jar.values()].join('; ');
}

export interface CompanyWithOwnerInput extends CompanyInput {
  owner?: UserInput & { firstName?: string; lastName?: string; jobPosition?: string; phone?: string };
}

function signupInput(input: CompanyWithOwnerInput) {
  return {
    firstName: input.owner?.firstName ?? 'Ditte',
    lastName: input.owner?.lastName ?? 'Ejer',
    jobPosition: input.owner?.jobPosition ?? 'Direktør',
    phone: input.owner?.phone ?? '12345678',
    company: {
      name: input.name ?? `Testfirma ${next()} ApS`,
      address: input.address ?? 'Vestergade 1',
      zipcode: input.zipcode ?? '8000',
      city: input.city ?? 'Aarhus C',
      vat: input.vat ?? randomVat(),
    },
  };
}

/**
 * The product path: a company made by better-auth's sign-up and the complete-signup service: owner account
 * (admin), employee record, freemium subscription.
 */
export async function createCompanyThroughSignup(app: App, input: CompanyWithOwnerInput = {}) {
  const owner = await createUserThroughSignUp(app, input.owner);
  const signup = signupInput(input);
  const { companyId, employeeId } = await completeSignup(
    app.database.db,
    {
      userId: owner.id,
      sessionId: '',
      email: owner.email,
      emailVerified: true,
      isSuperadmin: false,
      twoFactorEnabled: false,
      impersonatedBy: null,
      requestId: 'factory',
    },
    signup,
  );
  const { firstName, lastName } = signup;
  return { companyId, owner: { ...owner, employeeId, firstName, lastName } };
}

/**
 * A company as sign-up and complete-signup leave it (owner account, admin employee record, freemium
 * subscription, the audit row), written in one statement; `createCompanyThroughSignup` is the product path.
 */
export async function createCompanyWithOwner(app: App, input: CompanyWithOwnerInput = {}) {
  // Two-factor is set up over HTTP before the company exists, as the product path does it.
  if (input.owner?.twoFactor ?? input.owner?.superadmin ?? false)
    return createCompanyThroughSignup(app, input);
  const { email, password } = newCredentials(input.owner ?? {});
  const signup = signupInput(input);
  const { firstName, lastName } = signup;
  const ids = { user: randomUUID(), company: randomUUID(), employee: randomUUID() };
  const rows = await signUpRows(app, {
    id: ids.user,
    email,
    password,
    // complete-signup names the login after its person.
    name: `${firstName} ${lastName}`,
    verified: input.owner?.verified ?? true,
    superadmin: input.owner?.superadmin ?? false,
  });
  const db = app.database.privilegedDb;
  await insertAll(db, [
    ...rows.inserts,
    db.insert(companies).values({ id: ids.company, ...signup.company, ownerUserId: ids.user }),
    db.insert(employees).values({
      id: ids.employee,
      companyId: ids.company,
      userId: ids.user,
      firstName,
      lastName,
      jobPosition: signup.jobPosition,
      phone: signup.phone,
      email,
      role: 'admin',
    }),
    db.insert(subscriptions).values({ companyId: ids.company, plan: 'freemium', status: 'active' }),
    db.insert(auditLog).values({
      companyId: ids.company,
      actorUserId: ids.user,
      impersonatorUserId: null,
      requestId: 'factory',
      action: 'company.create',
      entityType: 'company',
      entityId: ids.company,
      details: { name: signup.company.name, vat: signup.company.vat, ownerEmployeeId: ids.employee },
    }),
  ]);
  await rows.sendVerificationMail();
  return {
    companyId: ids.company,
    owner: { id: ids.user, email, password, employeeId: ids.employee, firstName, lastName },
  };
}

/**
 * Records past the plan's limit are hidden by creation order (docs/rules/employees.md#ruling-4). Rows inserted one after another in a
 * loop can share a millisecond (PGlite's clock has no finer one), and the tie then falls to the random id, so a
 * test would hide a different person from run to run: the factory's records are a millisecond apart at least.
 */
let lastCreation = 0;
function nextCreationInstant(): Date {
  lastCreation = Math.max(Date.now(), lastCreation + 1);
  return new Date(lastCreation);
}

/** Another person in a company, with a login when `login` is given (admins and app users have one). */
export async function createEmployee(
  app: App,
  companyId: string,
  input: {
    role?: 'admin' | 'employee';
    login?: UserInput;
    firstName?: string;
    lastName?: string;
    email?: string;
    /** Any other column of hr-core §3 (employment, contact, settings), as stored. */
    fields?: Partial<Omit<typeof employees.$inferInsert, 'id' | 'companyId' | 'userId'>>;
  } = {},
) {
  const account = input.login
    ? await createUser(app, { ...input.login, email: input.login.email ?? input.email })
    : null;
  const [employee] = await app.database.db
    .insert(employees)
    .values({
      companyId,
      userId: account?.id ?? null,
      firstName: input.firstName ?? 'Mette',
      lastName: input.lastName ?? 'Medarbejder',
      jobPosition: 'Tømrer',
      email: account?.email ?? input.email ?? `ansat-${next()}@example.dk`,
      role: input.role ?? 'employee',
      createdAt: nextCreationInstant(),
      ...input.fields,
    })
    .returning();
  if (!employee) throw new Error('insert into employees returned no row');
  return { employee, account };
}

/** Puts a company on a plan (the billing issue will do this through its own flow). */
export async function setPlan(db: Db, companyId: string, plan: 'freemium' | 'premium' | 'premiumplus') {
  await db.update(subscriptions).set({ plan }).where(eq(subscriptions.companyId, companyId));
}
