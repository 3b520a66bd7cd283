import type { FastifyBaseLogger } from 'fastify';
import type { RetentionDeps } from '../features/privacy/retention/deps';
import { type RetentionReport, runRetention } from '../features/privacy/retention/run-retention';
import { type RecurringRun, startRecurring } from './recurring';

const DAY_MS = 24 * 60 * 60 * 1000;
/** 02:00 UTC: 03:00 or 04:00 in Denmark, when nobody is working in the records. */
const RUN_HOUR_UTC = 2;

/** Milliseconds from `now` to the next 02:00 UTC. */
export function msUntilNightlyRun(now: Date): number {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), RUN_HOUR_UTC));
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  return next.getTime() - now.getTime();
}

function logReport(log: FastifyBaseLogger, report: RetentionReport): void {
  log.info({ retention: report }, 'retention run');
}

/**
 * The nightly retention run (issue 33, decision 050) on the shared recurring timer, on both databases: each
 * person is locked and re-checked in their own transaction and marked when done, so two servers running it
 * the same night do the work once (the second finds nothing due). Every run is logged with its counts; each
 * company where it did something gets a `privacy.retention-run` audit row.
 */
export function startRetentionJob(deps: Omit<RetentionDeps, 'log'>, log: FastifyBaseLogger): RecurringRun {
  const jobDeps: RetentionDeps = { ...deps, log };
  return startRecurring(async () => logReport(log, await runRetention(jobDeps, deps.now())), {
    firstDelayMs: msUntilNightlyRun(deps.now()),
    intervalMs: DAY_MS,
    onError: (error) => log.error({ err: error }, 'retention run failed'),
  });
}
