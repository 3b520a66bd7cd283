import type { FastifyBaseLogger } from 'fastify';
import type { BillingDeps } from '../features/billing/deps';
import { type BillingJobReport, runBillingJobs } from '../features/billing/run-billing-jobs';
import { startRecurring } from './recurring';

/** How often the billing jobs look for due work: charges are due by date, retries by the hour. */
export const BILLING_JOB_INTERVAL_MS = 15 * 60 * 1000;

/** What runs the billing jobs in this process, stopped when the app closes. */
export interface BillingScheduler {
  kind: 'in-process' | 'pg-boss';
  /** Stops taking new runs and waits for one in progress, so the database can close behind it. */
  stop(): Promise<void>;
}

/** A run that did something is logged; the quiet quarter-hours are not. */
export function logBillingReport(log: FastifyBaseLogger, report: BillingJobReport): void {
  if (report.charged || report.failed || report.toFreemium || report.expired) {
    log.info({ billing: report }, 'billing jobs ran');
  }
}

/**
 * The recurring billing jobs in-process, for the embedded database (one server by construction, decision 014;
 * PostgreSQL uses pg-boss, `billing-queue.ts`). A tick while a run is still going is skipped.
 */
export function startInProcessBillingScheduler(
  deps: BillingDeps,
  log: FastifyBaseLogger,
  intervalMs = BILLING_JOB_INTERVAL_MS,
): BillingScheduler {
  const recurring = startRecurring(async () => logBillingReport(log, await runBillingJobs(deps)), {
    firstDelayMs: 5_000,
    intervalMs,
    onError: (error) => log.error({ err: error }, 'billing jobs failed'),
  });
  return { kind: 'in-process', stop: () => recurring.stop() };
}
