import pg from 'pg';
import { isBackgroundWork } from './statement-priority';
import { currentTenantScope, type TenantScope } from './tenant-scope';

/** The role the request path logs in as: created by migration 0005 (LOGIN since 0017), no superuser, no BYPASSRLS. */
export const APP_ROLE = 'kollega_app';

/** What a connection runs with outside any tenant scope: nothing (production) or everything (tests' set-up). */
export type UnscopedAccess = 'no-company' | 'across-companies';

const NO_COMPANY: TenantScope = { companyId: null, acrossCompanies: false };
const ACROSS_COMPANIES: TenantScope = { companyId: null, acrossCompanies: true };

/** The company a connection last got, so a checkout for the same tenant costs no extra round trip. */
const applied = new WeakMap<pg.PoolClient, string>();

/** Resolves the scope a query runs in: the current one, or the database's setting outside any. */
export function effectiveScope(unscoped: UnscopedAccess): TenantScope {
  return currentTenantScope() ?? (unscoped === 'across-companies' ? ACROSS_COMPANIES : NO_COMPANY);
}

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: () => void,
) => void;

/**
 * The request path's pool, logged in as `kollega_app` (decision 033), whose every checkout carries the caller's
 * tenant (decision 015). Drizzle takes connections only through `connect()` (plain queries via `pool.query`,
 * transactions directly), so overriding it covers both. Code in an across-companies scope (`unsafeAcrossCompanies`,
 * the CLI, tests' own set-up) gets a connection from the owner's pool instead, which has `app.bypass_rls = on`
 * from its start-up packet; the app role's policies ignore that setting, and the app role cannot `SET ROLE` to
 * the owner, so no SQL sent on the request path can reach it. The scope is read before waiting for a free
 * connection: a callback run later by another request's release would otherwise see that request's scope.
 */
export class TenantPool extends pg.Pool {
  /**
   * Where background work's connections come from (decision 035): a pool of its own, so export and recurring
   * jobs never hold the connections requests need. Unset: from this pool.
   */
  backgroundWork: TenantPool | undefined;

  constructor(
    config: pg.PoolConfig,
    /** The owner's connections across companies: never handed out to a scope with a company or none. */
    private readonly acrossCompanies: pg.Pool,
    private readonly unscoped: UnscopedAccess,
  ) {
    super(config);
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    if (this.backgroundWork && isBackgroundWork()) {
      if (!callback) return this.backgroundWork.connect();
      this.backgroundWork.connect(callback);
      return undefined;
    }
    const scope = effectiveScope(this.unscoped);
    const checkout = scope.acrossCompanies
      ? this.acrossCompanies.connect()
      : this.checkout(scope.companyId ?? '');
    if (!callback) return checkout;
    checkout.then(
      (client) => callback(undefined, client, () => client.release()),
      (error: Error) => callback(error, undefined, () => {}),
    );
    return undefined;
  }

  override async end(): Promise<void> {
    await Promise.all([super.end(), this.acrossCompanies.end(), this.backgroundWork?.end()]);
  }

  private async checkout(companyId: string) {
    const client = await super.connect();
    if (applied.get(client) === companyId) return client;
    try {
      // Session-level (is_local false): the value stays until the next checkout for another tenant changes it.
      await client.query("select set_config('app.company_id', $1, false)", [companyId]);
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
    applied.set(client, companyId);
    return client;
  }
}

/**
 * The request path's login: DATABASE_APP_URL, or DATABASE_URL with the user `kollega_app` and without the
 * owner's password (enough where the server trusts the app's host, as in the tests; decision 033).
 */
export function appConnectionString(ownerUrl: string, appUrl?: string): string {
  if (appUrl) return appUrl;
  const url = new URL(ownerUrl);
  url.username = APP_ROLE;
  url.password = '';
  return url.toString();
}
