import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { runAsBackgroundWork } from '../db/statement-priority';
import type { BillingDeps } from '../features/billing/deps';
import { type BillingJobReport, runBillingJobs } from '../features/billing/run-billing-jobs';
import { type BillingScheduler, logBillingReport } from './billing-scheduler';

/** pg-boss's queue (and schedule) of the billing run; its tables live in the schema `pgboss`. */
export const BILLING_QUEUE = 'billing-run';
/** Every quarter of an hour, as the in-process scheduler: charges are due by date, retries by the hour. */
export const BILLING_CRON = '*/15 * * * *';
/** How a billing run's connections name themselves in pg_stat_activity. */
export const BILLING_QUEUE_APPLICATION_NAME = 'kollega-jobs';

export interface BillingQueueOptions {
  /**
   * The owner's connection (DATABASE_URL, not the app's `kollega_app` login): pg-boss creates and
   * migrates its own schema, which the app role may not. Its tables hold no company rows, so row-level security
   * has nothing to say there; the run itself goes through `deps.db`, the app's pool, as `kollega_app`.
   */
  connectionString: string;
  /** How often an idle worker asks for a job; tests shorten it. */
  pollingIntervalSeconds?: number;
}

export interface BillingQueue extends BillingScheduler {
  kind: 'pg-boss';
  /**
   * Puts the run of the quarter-hour holding `at` on the queue; the same quarter-hour twice (two servers, a
   * restart) is one job, because its id is derived from the quarter-hour. Returns the job's id.
   */
  enqueue(at: Date): Promise<string>;
}

/** One job id per quarter-hour: pg-boss inserts with ON CONFLICT DO NOTHING, so a second send is a no-op. */
export function billingRunJobId(at: Date): string {
  const quarter = Math.floor(at.getTime() / (15 * 60_000)) * 15 * 60_000;
  const hex = createHash('sha256')
    .update(`${BILLING_QUEUE}:${new Date(quarter).toISOString()}`)
    .digest('hex');
  // Shaped as a name-based (version 5 style) UUID, which PostgreSQL's uuid type and pg-boss accept.
  const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `5${hex.slice(13, 16)}`,
    `${variant}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}

/**
 * The billing jobs on PostgreSQL (issue 13, DESIGN.md: pg-boss where a queue is needed; decision 028): one cron
 * schedule shared by every server, whose tick pg-boss puts on the queue once (its cron monitor takes a row lock
 * in turn and sends at most one job a minute), and a worker on each server, of which exactly one fetches that job
 * (`FOR UPDATE SKIP LOCKED`). A run is still safe beside another (the unique period row), so a tick that two
 * servers enqueue, or a run outlasting its quarter-hour, charges nothing twice.
 */
export async function startBillingQueue(
  deps: BillingDeps,
  log: FastifyBaseLogger,
  options: BillingQueueOptions,
): Promise<BillingQueue> {
  const boss = new PgBoss({
    connectionString: options.connectionString,
    application_name: BILLING_QUEUE_APPLICATION_NAME,
    // The worker, the cron monitor and the maintenance share it; they take a connection for one query at a time.
    max: 3,
  });
  // An unhandled 'error' event would end the process; a lost connection is retried by pg-boss on its next poll.
  boss.on('error', (error) => log.error({ err: error }, 'billing queue error'));
  await boss.start();
  try {
    await boss.createQueue(BILLING_QUEUE, {
      name: BILLING_QUEUE,
      policy: 'standard',
      // No retries of its own: the next quarter-hour is the retry, and failed charges have their 24-hour rule.
      retryLimit: 0,
      // A crashed server's job is failed after an hour instead of the default 15 minutes, so a long run on a
      // live server is not reported as failed while it is still charging.
      expireInSeconds: 60 * 60,
    });
    await boss.schedule(BILLING_QUEUE, BILLING_CRON, {}, { tz: 'UTC' });
    await boss.work<{ at?: string }>(
      BILLING_QUEUE,
      { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 30 },
      async () => {
        // The handler's answer is stored as the job's output (pgboss.job.output), for the operator.
        const report: BillingJobReport = await runAsBackgroundWork(() => runBillingJobs(deps));
        logBillingReport(log, report);
        return report;
      },
    );
  } catch (error) {
    // The start failed: stopping is clean-up, and the start's own error is the one thrown on. A failed stop is
    // logged, not thrown, so it cannot hide that error.
    await boss
      .stop({ graceful: false, wait: true })
      .catch((stopError: unknown) =>
        log.warn({ err: stopError }, 'billing queue: stop after a failed start failed'),
      );
    throw error;
  }
  return {
    kind: 'pg-boss',
    async enqueue(at) {
      const id = billingRunJobId(at);
      await boss.send(BILLING_QUEUE, { at: at.toISOString() }, { id });
      return id;
    },
    async stop() {
      // Stops fetching, lets a running billing pass finish (bounded below main.ts's 10 s), then closes the pool.
      await boss.stop({ graceful: true, wait: true, timeout: 8_000 });
    },
  };
}
