import pg from 'pg';
import { currentTenantScope, type TenantScope } from './tenant-scope';

/** The role the app runs as on PostgreSQL: created by migration 0005, no superuser, no BYPASSRLS. */
export const APP_ROLE = 'kollega_app';

/** What a connection runs with outside any tenant scope: nothing (production) or everything (tests' set-up). */
export type UnscopedAccess = 'no-company' | 'across-companies';

const NO_COMPANY: TenantScope = { companyId: null, acrossCompanies: false };
const ACROSS_COMPANIES: TenantScope = { companyId: null, acrossCompanies: true };

/** The settings a connection last got, so a checkout for the same tenant costs no extra round trip. */
const applied = new WeakMap<pg.PoolClient, string>();

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: () => void,
) => void;

/**
 * A `pg.Pool` whose every checkout carries the caller's tenant (decision 015). Drizzle takes connections only
 * through `connect()` (plain queries via `pool.query`, transactions directly), so overriding it covers both.
 * The scope is read before waiting for a free connection: a callback run later by another request's release
 * would otherwise see that request's scope.
 */
export class TenantPool extends pg.Pool {
  constructor(
    config: pg.PoolConfig,
    private readonly unscoped: UnscopedAccess,
  ) {
    super(config);
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    const scope =
      currentTenantScope() ?? (this.unscoped === 'across-companies' ? ACROSS_COMPANIES : NO_COMPANY);
    const settings = { companyId: scope.companyId ?? '', bypass: scope.acrossCompanies ? 'on' : 'off' };
    const checkout = this.checkout(`${settings.companyId}|${settings.bypass}`, settings);
    if (!callback) return checkout;
    checkout.then(
      (client) => callback(undefined, client, () => client.release()),
      (error: Error) => callback(error, undefined, () => {}),
    );
    return undefined;
  }

  private async checkout(key: string, settings: { companyId: string; bypass: string }) {
    const client = await super.connect();
    if (applied.get(client) === key) return client;
    try {
      // Session-level (is_local false): the values stay until the next checkout for another tenant changes them.
      await client.query(
        "select set_config('app.company_id', $1, false), set_config('app.bypass_rls', $2, false)",
        [settings.companyId, settings.bypass],
      );
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
    applied.set(client, key);
    return client;
  }
}
