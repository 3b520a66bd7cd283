import type { Db } from '../../db/database';
import type { Storage } from '../../integrations/storage/index';

/** What runs an export job in the background: in-process on PGlite, pg-boss on PostgreSQL (jobs/export-jobs.ts). */
export interface ExportRunner {
  kind: 'in-process' | 'pg-boss';
  /** Hands the job to a worker; returns once it is on the queue, not when it is done. */
  enqueue(jobId: string): Promise<void>;
  stop(): Promise<void>;
}

/** What the export job itself needs, in a request or a worker. */
export interface ExportJobDeps {
  db: Db;
  storage: Storage;
  now: () => Date;
}

/** What the export routes' actions need besides the caller. */
export interface ExportDeps extends ExportJobDeps {
  runner: ExportRunner;
}
