import { eq } from 'drizzle-orm';
import type { App } from '../app';
import { recordAudit } from '../db/audit';
import type { Db } from '../db/database';
import { companies, employees, subscriptions, users } from '../db/schema/index';
import { completeSignup } from '../features/company/complete-signup';
import { secretOfTotpUri, totpCode } from './totp';

/**
 * The one set of data factories, used by the integration tests, the browser tests' set-up and the demo seed
 * (CONVENTIONS.md). They go through the same code as the product: better-auth for accounts, the complete-signup
 * service for companies, the same tables and audit trail.
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
        vat: input.vat ?? String(Math.floor(10_000_000 + Math.random() * 89_999_999)),
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

/** An account made through better-auth, as sign-up makes it; verified unless told otherwise. */
export async function createUser(app: App, input: UserInput = {}) {
  const email = (input.email ?? `bruger-${next()}@example.dk`).toLowerCase();
  const password = input.password ?? DEFAULT_PASSWORD;
  const result = await app.auth.api.signUpEmail({ body: { email, password, name: '' } });
  const userId = result.user.id;
  await app.database.db
    .update(users)
    .set({ emailVerified: input.verified ?? true, ...(input.superadmin ? { role: 'superadmin' } : {}) })
    .where(eq(users.id, userId));
  if (input.twoFactor ?? input.superadmin ?? false) await enableTwoFactor(app, { email, password });
  return { id: userId, email, password };
}

/** Signs in over HTTP exactly as the browser does and returns the Cookie header for later requests. */
export async function loginAs(app: App, credentials: { email: string; password: string }): Promise<string> {
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

/** A company made as complete-signup makes it: owner account (admin), employee record, freemium subscription. */
export async function createCompanyWithOwner(app: App, input: CompanyWithOwnerInput = {}) {
  const owner = await createUser(app, input.owner);
  const firstName = input.owner?.firstName ?? 'Ditte';
  const lastName = input.owner?.lastName ?? 'Ejer';
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
    {
      firstName,
      lastName,
      jobPosition: input.owner?.jobPosition ?? 'Direktør',
      phone: input.owner?.phone ?? '12345678',
      company: {
        name: input.name ?? `Testfirma ${next()} ApS`,
        address: input.address ?? 'Vestergade 1',
        zipcode: input.zipcode ?? '8000',
        city: input.city ?? 'Aarhus C',
        vat: input.vat ?? String(Math.floor(10_000_000 + Math.random() * 89_999_999)),
      },
    },
  );
  return { companyId, owner: { ...owner, employeeId, firstName, lastName } };
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
