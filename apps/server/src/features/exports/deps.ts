import type { ExportKind } from '@kollega/domain';
import type { Db } from '../../db/database';
import type { Storage } from '../../integrations/storage/index';
import type { MemberContext } from '../../plugins/auth/request-context';

/** A finished export's file. */
export interface ExportFile {
  fileName: string;
  file: Buffer;
  contentType: string;
}

/**
 * Makes one kind of export for its requester from the parameters stored with the job: the same actions the
 * synchronous routes run, made by export-makers.ts through timereg's public.ts, handed in by the app.
 */
export type ExportMaker = (ctx: MemberContext, params: unknown) => Promise<ExportFile>;

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
  makers: Record<ExportKind, ExportMaker>;
  /** BILLING=off gives every company premiumplus; absent means billing is on (the plan is read from the database). */
  billingEnabled?: boolean;
}

/** What the export routes' actions need besides the caller. */
export interface ExportDeps extends ExportJobDeps {
  runner: ExportRunner;
}
