import type { ExportKind, Plan, SubscriptionStatus } from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import { exportJobs, subscriptions } from '../../db/schema/index';
import { unsafeAcrossCompanies, withCompany } from '../../db/tenant-scope';
import { AppError } from '../../errors/app-error';
import type { MemberContext } from '../../plugins/auth/request-context';
import type { ExportFile, ExportJobDeps } from './deps';
import type { ExportJobRow } from './export-record';

/** The kinds only an admin may start: their job runs with the admin's role. */
const ADMIN_KINDS = new Set<string>(['overview-xlsx', 'person-data-zip', 'company-data-zip']);

type Subscription = MemberContext['subscription'];

/**
 * The company's plan as a request would see it (request-context.ts): the plan decides which people the export
 * may name (docs/rules/employees.md#ruling-4), so a worker without it would treat a Premium company as Freemium
 * and refuse or leave out everyone past Freemium's limit. BILLING=off gives every company premiumplus
 * (docs/rules/billing.md#ruling-27). Read at run time, inside the job's company.
 */
async function subscriptionOf(deps: ExportJobDeps, companyId: string): Promise<Subscription> {
  if (deps.billingEnabled === false) return { plan: 'premiumplus', status: 'active' };
  const [row] = await deps.db
    .select({ plan: subscriptions.plan, status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.companyId, companyId))
    .limit(1);
  return row ? { plan: row.plan as Plan, status: row.status as SubscriptionStatus } : null;
}

/**
 * The requester as the export actions know a caller: the job was allowed when it was started (the route's
 * role check), and its company and person were stored with it, so the worker needs no session.
 */
function requesterOf(job: ExportJobRow, subscription: Subscription): MemberContext {
  return {
    userId: job.userId,
    sessionId: '',
    email: '',
    emailVerified: true,
    isSuperadmin: false,
    impersonatedBy: null,
    requestId: `export-job:${job.id}`,
    companyId: job.companyId,
    employeeId: job.employeeId,
    role: ADMIN_KINDS.has(job.kind) ? 'admin' : 'employee',
    isOwner: false,
    subscription,
    // The second factor was checked when the job was started; the worker signs nobody in.
    companyRequiresAdminTwoFactor: false,
    twoFactorEnabled: false,
  };
}

async function makeFile(deps: ExportJobDeps, job: ExportJobRow): Promise<ExportFile> {
  const make = deps.makers[job.kind as ExportKind];
  if (!make) throw new Error(`unknown export kind ${job.kind}`);
  return make(requesterOf(job, await subscriptionOf(deps, job.companyId)), job.params);
}

/**
 * Makes one export job's file in the background (issue 25, decision 035), in the job's company's scope so
 * row-level security holds as in a request: running → the file into storage → done with its key, or failed with
 * an error code whose Danish message the web shows. A job already finished (a second delivery by pg-boss) is left.
 */
export async function runExportJob(deps: ExportJobDeps, jobId: string): Promise<void> {
  // Which company the job belongs to is what this read finds out; everything after runs inside that company.
  const [job] = await unsafeAcrossCompanies(() =>
    deps.db.select().from(exportJobs).where(eq(exportJobs.id, jobId)),
  );
  if (!job || job.status === 'done' || job.status === 'failed') return;
  await withCompany(job.companyId, async () => {
    const update = (values: Partial<typeof exportJobs.$inferInsert>) =>
      deps.db
        .update(exportJobs)
        .set(values)
        .where(and(eq(exportJobs.companyId, job.companyId), eq(exportJobs.id, job.id)));
    try {
      await update({ status: 'running', progress: 10 });
      const { fileName, file, contentType } = await makeFile(deps, job);
      await update({ progress: 90 });
      const fileKey = `${job.companyId}/exports/${job.id}/${fileName}`;
      await deps.storage.put(fileKey, file, contentType);
      await update({ status: 'done', progress: 100, fileKey, fileName, contentType, finishedAt: deps.now() });
    } catch (error) {
      await update({
        status: 'failed',
        errorCode: error instanceof AppError && error.statusCode < 500 ? error.code : 'EXPORT_FAILED',
        finishedAt: deps.now(),
      });
      if (!(error instanceof AppError)) throw error;
    }
  });
}
