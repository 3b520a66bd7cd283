import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../db/database';
import { exportJobs } from '../db/schema/index';
import { runAsBackgroundWork } from '../db/statement-priority';
import { unsafeAcrossCompanies } from '../db/tenant-scope';
import type { ExportJobDeps, ExportRunner } from '../features/exports/deps';
import { removeExpiredExports } from '../features/exports/remove-expired-exports';
import { runExportJob } from '../features/exports/run-export-job';

/** pg-boss's queue of export jobs; its tables live in the schema `pgboss` beside billing's. */
export const EXPORT_QUEUE = 'export';
/** The embedded runner's rest between two jobs, in which only requests use the database. */
const PAUSE_BETWEEN_JOBS_MS = 200;
/** How often finished exports past their 24 hours are removed. */
const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

export interface ExportRunnerOptions {
  /**
   * Which runner: by default pg-boss on PostgreSQL and in-process on the embedded database. The test suite runs
   * in-process on both (one app per test file needs no queue schema) and asks for pg-boss where it tests it.
   */
  runner?: 'in-process' | 'pg-boss' | 'paused';
  /** How often an idle pg-boss worker asks for a job (seconds); tests shorten it. */
  pollingIntervalSeconds?: number;
}

/** One job as background work: its statements give way to requests' (decision 035). */
function runOne(deps: ExportJobDeps, log: FastifyBaseLogger, jobId: string): Promise<void> {
  return runAsBackgroundWork(() => runExportJob(deps, jobId)).catch((error: unknown) =>
    log.error({ err: error, exportJobId: jobId }, 'export job failed'),
  );
}

function startCleanup(deps: ExportJobDeps, log: FastifyBaseLogger): () => void {
  const tick = () => {
    runAsBackgroundWork(() => removeExpiredExports(deps))
      .then((removed) => removed && log.info({ removed }, 'expired exports removed'))
      .catch((error: unknown) => log.error({ err: error }, 'removing expired exports failed'));
  };
  const first = setTimeout(tick, 10_000);
  const timer = setInterval(tick, CLEANUP_INTERVAL_MS);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}

/**
 * The export jobs in this process, for the embedded database (one server by construction, decision 014): one
 * job at a time in the order they were started, so exports take turns with each other and leave PGlite's single
 * connection to the requests in between their queries. Jobs left unfinished by a stopped server start again.
 */
export async function startInProcessExportRunner(
  deps: ExportJobDeps,
  log: FastifyBaseLogger,
): Promise<ExportRunner> {
  const waiting: string[] = [];
  let running: Promise<void> | null = null;
  let stopped = false;
  const next = () => {
    if (running || stopped) return;
    const jobId = waiting.shift();
    if (!jobId) return;
    // A pause first, so the request that started the job is answered, and requests waiting behind the last job
    // get the database, before this job takes its turns.
    running = new Promise<void>((resolve) => setTimeout(resolve, PAUSE_BETWEEN_JOBS_MS))
      .then(() => runOne(deps, log, jobId))
      .finally(() => {
        running = null;
        next();
      });
  };
  const left = await unsafeAcrossCompanies(() =>
    deps.db
      .select({ id: exportJobs.id })
      .from(exportJobs)
      .where(inArray(exportJobs.status, ['queued', 'running']))
      .orderBy(exportJobs.createdAt),
  );
  waiting.push(...left.map((job) => job.id));
  next();
  const stopCleanup = startCleanup(deps, log);
  return {
    kind: 'in-process',
    async enqueue(jobId) {
      waiting.push(jobId);
      next();
    },
    async stop() {
      stopped = true;
      stopCleanup();
      await running;
    },
  };
}

/**
 * The export jobs on PostgreSQL through pg-boss (DESIGN.md: pg-boss where a queue is needed), like billing's
 * (billing-queue.ts): any server's worker takes the job (`FOR UPDATE SKIP LOCKED`), one at a time per server,
 * so a flood of exports is spread over the servers instead of over the requests. Files go to the shared storage.
 */
export async function startExportQueue(
  deps: ExportJobDeps,
  log: FastifyBaseLogger,
  connectionString: string,
  options: ExportRunnerOptions = {},
): Promise<ExportRunner> {
  const boss = new PgBoss({ connectionString, application_name: 'kollega-exports', max: 2 });
  boss.on('error', (error) => log.error({ err: error }, 'export queue error'));
  await boss.start();
  try {
    await boss.createQueue(EXPORT_QUEUE, {
      name: EXPORT_QUEUE,
      policy: 'standard',
      // A failed export is shown as failed and started again by the user; no retries behind their back.
      retryLimit: 0,
      expireInSeconds: 15 * 60,
    });
    await boss.work<{ jobId: string }>(
      EXPORT_QUEUE,
      { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
      async ([job]) => {
        if (job) await runAsBackgroundWork(() => runExportJob(deps, job.data.jobId));
      },
    );
  } catch (error) {
    // The start failed: stopping is clean-up, and the start's own error is the one thrown on. A failed stop is
    // logged, not thrown, so it cannot hide that error.
    await boss
      .stop({ graceful: false, wait: true })
      .catch((stopError: unknown) =>
        log.warn({ err: stopError }, 'export queue: stop after a failed start failed'),
      );
    throw error;
  }
  const stopCleanup = startCleanup(deps, log);
  return {
    kind: 'pg-boss',
    async enqueue(jobId) {
      // The export's own id as pg-boss's, so a job is queued once however often it is sent.
      await boss.send(EXPORT_QUEUE, { jobId }, { id: jobId });
    },
    async stop() {
      stopCleanup();
      await boss.stop({ graceful: true, wait: true, timeout: 8_000 });
    },
  };
}

/** The export runner the database allows: pg-boss on PostgreSQL, in-process on the embedded database. */
export function startExportRunner(
  deps: ExportJobDeps,
  log: FastifyBaseLogger,
  database: Database,
  options: ExportRunnerOptions = {},
): Promise<ExportRunner> {
  // Jobs are recorded and stay queued: for tests of who may start and read them, where a file being made in
  // the background between two checks would be noise.
  if (options.runner === 'paused') {
    return Promise.resolve({ kind: 'in-process', enqueue: async () => {}, stop: async () => {} });
  }
  const runner = options.runner ?? (database.driver.kind === 'postgresql' ? 'pg-boss' : 'in-process');
  if (runner === 'pg-boss' && database.driver.kind === 'postgresql') {
    return startExportQueue(deps, log, database.driver.connectionString, options);
  }
  return startInProcessExportRunner(deps, log);
}
