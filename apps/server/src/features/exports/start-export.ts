import {
  EXPORT_KEEP_HOURS,
  type ExportJob,
  type ExportKind,
  MAX_UNFINISHED_EXPORTS_PER_COMPANY,
  MAX_UNFINISHED_EXPORTS_PER_USER,
} from '@kollega/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import { exportJobs } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import type { MemberContext } from '../../plugins/auth/request-context';
import type { ExportDeps } from './deps';
import { toExportJob } from './export-record';

/** A user over their share waits for their own exports, which take seconds. */
const RETRY_AFTER_SECONDS = 5;

/**
 * POST /api/exports/…: records the job and hands it to the runner; the request answers 202 at once and the
 * file is made in the background (issue 25, decision 035). A user may have two unfinished exports and a company
 * four, so one admin's twenty five-year exports queue nothing beyond that and other companies' jobs get their turn.
 */
export async function startExport(
  deps: ExportDeps,
  ctx: MemberContext,
  input: { kind: ExportKind; params: Record<string, unknown> },
): Promise<ExportJob> {
  const unfinished = await deps.db
    .select({ userId: exportJobs.userId, count: sql<number>`count(*)::int` })
    .from(exportJobs)
    .where(and(eq(exportJobs.companyId, ctx.companyId), inArray(exportJobs.status, ['queued', 'running'])))
    .groupBy(exportJobs.userId);
  const mine = unfinished.find((row) => row.userId === ctx.userId)?.count ?? 0;
  const company = unfinished.reduce((sum, row) => sum + row.count, 0);
  if (mine >= MAX_UNFINISHED_EXPORTS_PER_USER) {
    throw new AppError('TOO_MANY_EXPORTS', undefined, { retryAfterSeconds: RETRY_AFTER_SECONDS });
  }
  if (company >= MAX_UNFINISHED_EXPORTS_PER_COMPANY) {
    throw new AppError('TOO_MANY_COMPANY_EXPORTS', undefined, { retryAfterSeconds: RETRY_AFTER_SECONDS });
  }

  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(exportJobs)
      .values({
        companyId: ctx.companyId,
        userId: ctx.userId,
        employeeId: ctx.employeeId,
        kind: input.kind,
        params: input.params,
        createdAt: now,
        expiresAt: new Date(now.getTime() + EXPORT_KEEP_HOURS * 3_600_000),
      })
      .returning();
    if (!created) throw new Error('insert into export_jobs returned no row');
    await recordAudit(tx, ctx, {
      action: 'export.started',
      entityType: 'export',
      entityId: created.id,
      details: {
        kind: input.kind,
        from: input.params.from,
        to: input.params.to,
        employeeId: input.params.employeeId,
      },
    });
    return created;
  });
  await deps.runner.enqueue(row.id);
  return toExportJob(row);
}
