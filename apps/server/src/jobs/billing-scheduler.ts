import type { FastifyBaseLogger } from 'fastify';
import type { BillingDeps } from '../features/billing/deps';
import { runBillingJobs } from '../features/billing/run-billing-jobs';

/** How often the billing jobs look for due work: charges are due by date, retries by the hour. */
export const BILLING_JOB_INTERVAL_MS = 15 * 60 * 1000;

/**
 * The recurring billing jobs, in-process on every server (decision 028): each run is safe beside another
 * server's, because each period's charge is claimed through its unique row before the provider is asked.
 */
export function startBillingScheduler(
  deps: BillingDeps,
  log: FastifyBaseLogger,
  intervalMs = BILLING_JOB_INTERVAL_MS,
): { stop: () => Promise<void> } {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = runBillingJobs(deps)
      .then((report) => {
        if (report.charged || report.failed || report.toFreemium || report.expired) {
          log.info({ billing: report }, 'billing jobs ran');
        }
      })
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
    stop: async () => {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
