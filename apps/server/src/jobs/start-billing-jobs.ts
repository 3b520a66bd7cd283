import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import type { BillingDeps } from '../features/billing/deps';
import { startBillingQueue } from './billing-queue';
import { type BillingScheduler, startInProcessBillingScheduler } from './billing-scheduler';

/**
 * The recurring billing jobs as the database allows (issue 13, decision 028): through pg-boss on PostgreSQL,
 * where several app servers share the work and each tick runs on one of them; in-process on the embedded
 * database, which only one server can open.
 */
export async function startBillingJobs(
  deps: BillingDeps,
  log: FastifyBaseLogger,
  database: Database,
): Promise<BillingScheduler> {
  if (database.driver.kind === 'postgresql') {
    return startBillingQueue(deps, log, { connectionString: database.driver.connectionString });
  }
  return startInProcessBillingScheduler(deps, log);
}
