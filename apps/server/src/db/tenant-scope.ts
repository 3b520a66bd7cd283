import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Which company's rows the code running now may see, for PostgreSQL's row-level security (DESIGN.md rule 1's
 * second wall, decisions 015 and 033). The database reads it for every connection (PostgreSQL) or statement
 * (PGlite) it hands out: with a company or none, the statement runs as `kollega_app` with `app.company_id`,
 * and the policies on every company table compare rows against it; across companies, it runs on the owner's
 * connection instead, which the request path's own SQL can never reach.
 *
 * A request starts with no company (it sees no company rows) and gets one when its session is verified
 * (`bindCompanyToRequest`). Code that legitimately works across companies says so with `unsafeAcrossCompanies`.
 */
export interface TenantScope {
  /** The verified company, or null: no company row is visible. */
  companyId: string | null;
  /** Every company's rows: sign-in lookups, sign-up, the super admin, the CLI. */
  acrossCompanies: boolean;
}

const storage = new AsyncLocalStorage<TenantScope>();

/** The scope in force, or undefined outside any (start-up, tests' own set-up). */
export function currentTenantScope(): TenantScope | undefined {
  return storage.getStore();
}

/** Runs a request in its own scope, without a company until the session is verified. */
export function runInRequestScope<T>(fn: () => T): T {
  return storage.run({ companyId: null, acrossCompanies: false }, fn);
}

/**
 * The verified session's company becomes the request's (request-context.ts, after the session is verified).
 * The scope object is shared by everything the request runs, so this reaches the route's handler too.
 */
export function bindCompanyToRequest(companyId: string): void {
  const scope = storage.getStore();
  if (scope && !scope.acrossCompanies) scope.companyId = companyId;
}

/** Runs `fn` seeing only one company's rows: a company being created, a job working for one company. */
export function withCompany<T>(companyId: string, fn: () => PromiseLike<T>): Promise<T> {
  return storage.run({ companyId, acrossCompanies: false }, () => start(fn));
}

/**
 * Runs `fn` seeing every company's rows. Only for code that must (who is this user, is this e-mail taken
 * anywhere, the super admin's list, the CLI); the name makes each use easy to find and review.
 * It applies to connections `fn` takes: a transaction keeps the scope it began with, so a cross-company question
 * inside one goes through a narrow SECURITY DEFINER function instead (migration 0017).
 */
export function unsafeAcrossCompanies<T>(fn: () => PromiseLike<T>): Promise<T> {
  return storage.run({ companyId: null, acrossCompanies: true }, () => start(fn));
}

/**
 * Awaits `fn`'s result inside the scope: a Drizzle query is a lazy thenable that runs only when awaited, so
 * handing it back unawaited would run it after the scope has ended.
 */
async function start<T>(fn: () => PromiseLike<T>): Promise<T> {
  return await fn();
}
