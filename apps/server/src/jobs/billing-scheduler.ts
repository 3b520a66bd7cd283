import type { FastifyBaseLogger } from 'fastify';
import type { BillingDeps } from '../features/billing/deps';
import { type BillingJobReport, runBillingJobs } from '../features/billing/run-billing-jobs';

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
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = runBillingJobs(deps)
      .then((report) => logBillingReport(log, report))
      .catch((error: unknown) => log.error({ err: error }, 'billing jobs failed'))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(tick, 5_000);
  const timer = setInterval(tick, intervalMs);
  first.unref();
  timer.unref();
  return {
    kind: 'in-process',
    stop: async () => {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
