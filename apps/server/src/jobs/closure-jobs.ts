import type { FastifyBaseLogger } from 'fastify';
import {
  type ClosureJobDeps,
  deleteClosedCompanies,
} from '../features/company/closure/delete-closed-companies';
import { type RecurringRun, startRecurring } from './recurring';

/** Hourly: a closed company's data goes within the hour after its 30 days are up. */
export const CLOSURE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The closure job (decision 051) on the shared recurring timer, on every server and both databases: two servers
 * running it at once are safe, since each company's deletion locks its row and checks again that it is still due.
 */
export function startClosureJobs(deps: ClosureJobDeps, log: FastifyBaseLogger): RecurringRun {
  return startRecurring(
    async () => {
      const report = await deleteClosedCompanies(deps, new Date());
      if (report.deleted > 0) log.info({ closure: report }, 'closed companies deleted');
    },
    {
      firstDelayMs: 30_000,
      intervalMs: CLOSURE_INTERVAL_MS,
      onError: (error) => log.error({ err: error }, 'closure job failed'),
    },
  );
}
