import { addBillingMonth, danishToday } from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../src/app';
import { billingTransactions } from '../../src/db/schema/index';
import type { BillingDeps } from '../../src/features/billing/deps';
import { createMailer } from '../../src/integrations/mail/index';
import { BuiltinPaymentProvider } from '../../src/integrations/payments/index';
import {
  BILLING_CRON,
  BILLING_QUEUE,
  BILLING_QUEUE_APPLICATION_NAME,
  type BillingQueue,
  billingRunJobId,
  startBillingQueue,
} from '../../src/jobs/billing-queue';
import { startBillingJobs } from '../../src/jobs/start-billing-jobs';
import { ownerSession } from '../employees/employee-fixtures';
import { buildTestApp, testConfig } from '../helpers/test-app';
import { testDatabaseKind } from '../helpers/test-database';
import { upgradeThroughWindow } from './billing-flow';

let app: App;
let provider: BuiltinPaymentProvider;
const config = testConfig();
beforeAll(async () => {
  provider = new BuiltinPaymentProvider(`${config.baseUrl}/api/payment/builtin-window`);
  ({ app } = await buildTestApp({ config, paymentProvider: provider }));
});

function depsAt(now: Date): BillingDeps {
  return {
    db: app.database.db,
    provider,
    mailer: createMailer({ smtpUrl: undefined, db: app.database.db }),
    baseUrl: config.baseUrl,
    seller: config.billing.seller,
    now: () => now,
    log: app.log,
  };
}

describe('the billing run job id', () => {
  it('is one per quarter-hour', () => {
    const id = billingRunJobId(new Date('2026-03-01T10:15:00Z'));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(billingRunJobId(new Date('2026-03-01T10:29:59Z'))).toBe(id);
    expect(billingRunJobId(new Date('2026-03-01T10:30:00Z'))).not.toBe(id);
  });
});

describe.skipIf(testDatabaseKind !== 'pglite')('the billing jobs on PGlite', () => {
  it('run in-process: one server owns the embedded database', async () => {
    const scheduler = await startBillingJobs(depsAt(new Date()), app.log, app.database);
    expect(scheduler.kind).toBe('in-process');
    await scheduler.stop();
  });
});

/** PostgreSQL only: pg-boss needs a PostgreSQL server; PGlite runs the jobs in-process (tested above). */
describe.skipIf(testDatabaseKind !== 'postgresql')('the billing jobs through pg-boss on PostgreSQL', () => {
  const connectionString = (on: App = app) => {
    const { driver } = on.database;
    if (driver.kind !== 'postgresql') throw new Error('expected PostgreSQL');
    return driver.connectionString;
  };
  /** As the database's owner, as pg-boss connects: the app's role `kollega_app` has no access to `pgboss`. */
  const asOwner = async <Row>(text: string, values: unknown[] = [], on: App = app): Promise<Row[]> => {
    const client = new pg.Client({ connectionString: connectionString(on) });
    await client.connect();
    try {
      return (await client.query(text, values)).rows as Row[];
    } finally {
      await client.end();
    }
  };
  const jobConnections = async (on: App = app) =>
    (
      await asOwner<{ count: number }>(
        `select count(*)::int as count from pg_stat_activity
         where datname = current_database() and application_name = $1`,
        [BILLING_QUEUE_APPLICATION_NAME],
        on,
      )
    )[0]?.count;

  it('two servers on one database run a tick once and charge the period once', async () => {
    const { cookie, companyId } = await ownerSession(app);
    await upgradeThroughWindow(app, cookie, 'premium');
    const next = addBillingMonth(danishToday());
    const at = new Date(`${next}T12:00:00Z`);

    const servers: BillingQueue[] = [];
    try {
      for (let i = 0; i < 2; i += 1) {
        servers.push(
          await startBillingQueue(depsAt(at), app.log, {
            connectionString: connectionString(),
            pollingIntervalSeconds: 0.5,
          }),
        );
      }
      // Both servers enqueue the same quarter-hour, as both would if each had its own clock.
      const ids = await Promise.all(servers.map((server) => server.enqueue(at)));
      expect(new Set(ids).size).toBe(1);

      const jobs = () =>
        asOwner<{ id: string; state: string; output: { charged?: number } | null }>(
          'select id, state::text as state, output from pgboss.job where name = $1',
          [BILLING_QUEUE],
        );
      await vi.waitFor(
        async () => {
          expect((await jobs()).map((job) => job.state)).toEqual(['completed']);
        },
        { timeout: 15_000, interval: 200 },
      );
      const [job] = await jobs();
      expect(job).toMatchObject({ id: ids[0], output: { charged: 1 } });
      const charges = await app.database.db
        .select()
        .from(billingTransactions)
        .where(and(eq(billingTransactions.companyId, companyId), eq(billingTransactions.periodStart, next)));
      expect(charges).toEqual([expect.objectContaining({ status: 'completed' })]);

      // One cron schedule for the installation, however many servers registered it.
      expect(
        await asOwner('select name, cron from pgboss.schedule where name = $1', [BILLING_QUEUE]),
      ).toEqual([{ name: BILLING_QUEUE, cron: BILLING_CRON }]);
    } finally {
      for (const server of servers) await server.stop();
    }
    // Stopping closes pg-boss's own pool: nothing is left connected (a closed backend leaves the list shortly).
    await vi.waitFor(async () => expect(await jobConnections()).toBe(0), { timeout: 5_000 });
  });

  it('start with the app on PostgreSQL and stop before its database closes', async () => {
    const { app: withJobs } = await buildTestApp({ config, paymentProvider: provider, billingJobs: true });
    expect(
      await asOwner('select name from pgboss.schedule where name = $1', [BILLING_QUEUE], withJobs),
    ).toHaveLength(1);
    expect(await jobConnections(withJobs)).toBeGreaterThan(0);
    // pg-boss must have let go of its connections by the time the app closes its database (and drops the copy).
    let stoppedFirst = false;
    const close = withJobs.database.close;
    withJobs.database.close = async () => {
      withJobs.database.close = close;
      try {
        await vi.waitFor(async () => expect(await jobConnections(withJobs)).toBe(0), { timeout: 5_000 });
        stoppedFirst = true;
      } finally {
        await close();
      }
    };
    await withJobs.close();
    expect(stoppedFirst).toBe(true);
  });
});
