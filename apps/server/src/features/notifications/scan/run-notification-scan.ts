import { danishToday } from '@kollega/domain';
import { and, asc, gt, isNull } from 'drizzle-orm';
import { companies } from '../../../db/schema/index';
import { unsafeAcrossCompanies, withCompany } from '../../../db/tenant-scope';
import type { NotificationDeps } from '../deps';
import { produceNotifications } from '../produce-notifications';
import { type PushReport, sendPendingPushes } from '../push/send-pushes';
import { adminRecipients, ownerRecipient } from '../recipients';
import { type NotificationMailReport, sendNotificationEmails } from '../send-notification-emails';
import { scanAgreementReminders } from './scan-agreements';
import { scanBilling } from './scan-billing';
import { scanChecklists } from './scan-checklists';
import type { CompanyScan, KindScan } from './scan-context';
import { scanEquipment } from './scan-equipment';
import { scanHolidayLapsing } from './scan-holiday';
import { scanMissingEntries } from './scan-missing-entries';
import { scanTimereg } from './scan-timereg';
import { scanWeeklySummary } from './scan-weekly-summary';

/** Every scheduled kind, each a fixed number of statements per company. */
export const KIND_SCANS: readonly KindScan[] = [
  scanAgreementReminders,
  scanEquipment,
  scanChecklists,
  scanTimereg,
  scanMissingEntries,
  scanHolidayLapsing,
  scanBilling,
  scanWeeklySummary,
];

/** Companies read per page, so the scan's memory does not grow with the number of companies. */
const COMPANY_PAGE = 500;
/**
 * Companies scanned at once. Each company's scan is a fixed ~19 short statements that wait on round trips, one
 * after another; on PostgreSQL four companies at a time overlap those waits and leave 6 of the pool's 10 connections to requests —
 * 1,000 companies took 39 s one at a time (bench `notification-scan`). PGlite runs them one by one anyway.
 */
const SCAN_CONCURRENCY = 4;

export interface NotificationScanReport {
  companies: number;
  produced: number;
  mail: NotificationMailReport;
  push: PushReport;
}

/** One company's scheduled kinds at `at`, as that company (row-level security holds the scan to it). */
export async function scanCompany(
  deps: Pick<NotificationDeps, 'db'>,
  companyId: string,
  at: Date,
): Promise<number> {
  return withCompany(companyId, async () => {
    const scan: CompanyScan = {
      db: deps.db,
      companyId,
      at,
      today: danishToday(at),
      admins: await adminRecipients(deps.db, companyId),
      owner: await ownerRecipient(deps.db, companyId),
    };
    const drafts = (await Promise.all(KIND_SCANS.map((kindScan) => kindScan(scan)))).flat();
    return produceNotifications(deps.db, drafts, at);
  });
}

/**
 * The scheduler's one pass (issue 26, decision 040): every scheduled kind for every company at `at`, then the
 * e-mail that is due. Safe to run twice for the same moment, or on two servers at once: each notification's
 * dedupe key makes it exist once, and each mail is claimed by one sender. Closed companies are skipped. `npm run cli -- notify --at …` runs it
 * for a chosen moment; the recurring job runs it every quarter-hour.
 */
export async function runNotificationScan(deps: NotificationDeps, at: Date): Promise<NotificationScanReport> {
  let produced = 0;
  let count = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const page = await unsafeAcrossCompanies(() =>
      deps.db
        .select({ id: companies.id })
        .from(companies)
        // A closed company ('Luk konto', decision 051) gets no reminders or billing warnings: it is read-only and
        // waiting for deletion.
        .where(and(gt(companies.id, after), isNull(companies.closedAt)))
        .orderBy(asc(companies.id))
        .limit(COMPANY_PAGE),
    );
    let next = 0;
    const worker = async () => {
      while (next < page.length) {
        const company = page[next++] as { id: string };
        try {
          // Awaited first: `produced += await …` would add to the total read before the wait and lose the others'.
          const made = await scanCompany(deps, company.id, at);
          produced += made;
        } catch (error) {
          // One company's failure must not keep the others from their notifications; the next run retries it.
          deps.log?.error({ err: error, companyId: company.id }, 'notification scan failed for a company');
        }
        count += 1;
      }
    };
    await Promise.all(Array.from({ length: SCAN_CONCURRENCY }, worker));
    const last = page.at(-1);
    if (!last || page.length < COMPANY_PAGE) break;
    after = last.id;
  }
  const mail = await sendNotificationEmails(deps, at);
  // The scan's own pushes, and any a request left pending (its server stopped before sending them).
  const push = await sendPendingPushes(deps, at).catch((error: unknown) => {
    deps.log?.warn({ err: error }, 'web push run failed');
    return { sent: 0, failed: 0, removed: 0 };
  });
  return { companies: count, produced, mail, push };
}
