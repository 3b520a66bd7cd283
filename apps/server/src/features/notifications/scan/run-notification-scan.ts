import { danishToday, parseMissingEntryReminder } from '@kollega/domain';
import { and, asc, eq, gt, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import { companies, employees } from '../../../db/schema/index';
import { unsafeAcrossCompanies, withCompany } from '../../../db/tenant-scope';
import type { NotificationDeps } from '../deps';
import { type NotificationDraft, produceScannedNotifications } from '../produce-notifications';
import { type PushReport, sendPendingPushes } from '../push/send-pushes';
import { type NotificationMailReport, sendNotificationEmails } from '../send-notification-emails';
import { scanAbsenceDeadlines } from './scan-absence-deadlines';
import { scanAgreementReminders } from './scan-agreements';
import { scanBilling } from './scan-billing';
import { scanChecklists } from './scan-checklists';
import type { PageCompany, PageScan, ScanPage } from './scan-context';
import { scanEquipment } from './scan-equipment';
import { scanHolidayLapsing } from './scan-holiday';
import { absenceDeadlinePassDue, type ScanMemory } from './scan-memory';
import { scanMissingEntries } from './scan-missing-entries';
import { scanTimereg } from './scan-timereg';
import { scanWeeklySummary } from './scan-weekly-summary';

/**
 * Every scheduled kind, each a fixed number of statements per page of companies (the Monday, November and daily
 * deadline ones also per company).
 */
export const KIND_SCANS: readonly PageScan[] = [
  scanAgreementReminders,
  scanEquipment,
  scanChecklists,
  scanTimereg,
  scanMissingEntries,
  scanHolidayLapsing,
  scanAbsenceDeadlines,
  scanBilling,
  scanWeeklySummary,
];

/**
 * Companies per page: each kind reads its candidates for the whole page in one or two statements (decision 040).
 * 200 keeps a page's `in (…)` lists and rows small (200 × 30 employees for the reminder) and the scan's memory
 * flat whatever the number of companies.
 */
const COMPANY_PAGE = 200;
/**
 * Companies written at once: each company's notifications are one statement as that company, so on PostgreSQL
 * four at a time overlap the round trips and leave 6 of the pool's 10 connections to requests. PGlite runs them
 * one by one anyway.
 */
const SCAN_CONCURRENCY = 4;

export interface NotificationScanReport {
  companies: number;
  produced: number;
  mail: NotificationMailReport;
  push: PushReport;
}

type Log = NotificationDeps['log'];

/** Runs `fn` for each item, `SCAN_CONCURRENCY` at a time, in order of the list. */
async function eachLimited<T>(items: readonly T[], fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(SCAN_CONCURRENCY, items.length) }, worker));
}

/**
 * The page's companies with their reminder setting, admins and owner: two statements across companies. Only the
 * scheduler's job reads across companies (`unsafeAcrossCompanies`), never the request path (decision 033).
 */
async function loadPage(
  deps: Pick<NotificationDeps, 'db'>,
  companyIds: readonly string[],
): Promise<PageCompany[]> {
  if (companyIds.length === 0) return [];
  return unsafeAcrossCompanies(async () => {
    const [rows, people] = await Promise.all([
      deps.db
        .select({ id: companies.id, missingEntryReminder: companies.missingEntryReminder })
        .from(companies)
        .where(inArray(companies.id, [...companyIds])),
      // `adminRecipients` and `ownerRecipient` for the page: admins with a login (the owner is always admin,
      // hr-core §6).
      deps.db
        .select({
          companyId: employees.companyId,
          id: employees.id,
          userId: employees.userId,
          ownerUserId: companies.ownerUserId,
          role: employees.role,
        })
        .from(employees)
        .innerJoin(companies, eq(companies.id, employees.companyId))
        .where(
          and(
            inArray(employees.companyId, [...companyIds]),
            isNull(employees.deletedAt),
            isNotNull(employees.userId),
            or(eq(employees.role, 'admin'), eq(employees.userId, companies.ownerUserId)),
          ),
        ),
    ]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const admins = new Map<string, string[]>();
    const owners = new Map<string, string>();
    for (const person of people) {
      const list = admins.get(person.companyId) ?? [];
      list.push(person.id);
      admins.set(person.companyId, list);
      if (person.userId === person.ownerUserId && !owners.has(person.companyId))
        owners.set(person.companyId, person.id);
    }
    return companyIds.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      return [
        {
          id,
          missingEntryReminder: parseMissingEntryReminder(row.missingEntryReminder),
          admins: admins.get(id) ?? [],
          owner: owners.get(id) ?? null,
        },
      ];
    });
  });
}

/** One page's outcome: how many notifications were new, and whether every company's reads and write succeeded. */
interface PageOutcome {
  produced: number;
  complete: boolean;
}

/**
 * One page of companies at `at` (decision 040): each kind reads its candidates for the whole page across
 * companies, then each company's drafts are written in one statement as that company (row-level security). A
 * company whose read or write fails is logged and skipped, and the page is not `complete` (the next run retries
 * it); a failed read of the page fails the page, whose companies the next run retries.
 */
async function scanPage(
  deps: Pick<NotificationDeps, 'db' | 'log'>,
  companyIds: readonly string[],
  at: Date,
  absenceDeadlinePass: boolean,
): Promise<PageOutcome> {
  const pageCompanies = await loadPage(deps, companyIds);
  if (pageCompanies.length === 0) return { produced: 0, complete: true };
  let complete = true;
  const byId = new Map(pageCompanies.map((company) => [company.id, company]));
  const log: Log = deps.log;
  const page: ScanPage = {
    db: deps.db,
    at,
    today: danishToday(at),
    absenceDeadlinePassDue: absenceDeadlinePass,
    companies: pageCompanies,
    companyIds: pageCompanies.map((company) => company.id),
    company: (id) => byId.get(id),
    async eachCompany(fn, only) {
      const results: { company: PageCompany; result: Awaited<ReturnType<typeof fn>> }[] = [];
      const chosen = only ? pageCompanies.filter((company) => only.has(company.id)) : pageCompanies;
      await eachLimited(chosen, async (company) => {
        try {
          results.push({ company, result: await withCompany(company.id, () => fn(company)) });
        } catch (error) {
          complete = false;
          log?.error({ err: error, companyId: company.id }, 'notification scan failed for a company');
        }
      });
      return results;
    },
  };
  const drafts = await unsafeAcrossCompanies(async () =>
    (await Promise.all(KIND_SCANS.map((kindScan) => kindScan(page)))).flat(),
  );
  const draftsOf = new Map<string, NotificationDraft[]>();
  for (const draft of drafts) {
    // A draft for a company outside the page would be a bug in a kind's query: refuse it rather than write it.
    if (!byId.has(draft.companyId))
      throw new Error(`notification scan: draft for a company outside the page`);
    const list = draftsOf.get(draft.companyId) ?? [];
    list.push(draft);
    draftsOf.set(draft.companyId, list);
  }
  let produced = 0;
  await eachLimited([...draftsOf], async ([companyId, companyDrafts]) => {
    const company = byId.get(companyId) as PageCompany;
    try {
      // Awaited first: `produced += await …` would add to the total read before the wait and lose the others'.
      const made = await withCompany(companyId, () =>
        produceScannedNotifications(deps.db, companyId, companyDrafts, at, company.missingEntryReminder),
      );
      produced += made;
    } catch (error) {
      // One company's failure must not keep the others from their notifications; the next run retries it.
      complete = false;
      deps.log?.error({ err: error, companyId }, 'notification scan failed for a company');
    }
  });
  return { produced, complete };
}

/** The scheduled kinds of the given companies at `at`, as one page (at most `COMPANY_PAGE` of them). */
export async function scanCompanies(
  deps: Pick<NotificationDeps, 'db' | 'log'>,
  companyIds: readonly string[],
  at: Date,
): Promise<number> {
  if (companyIds.length > COMPANY_PAGE) throw new Error('scanCompanies: more companies than a page');
  return (await scanPage(deps, companyIds, at, absenceDeadlinePassDue(undefined, at))).produced;
}

/** One company's scheduled kinds at `at`: a page of one (the CLI's demo and tests of single kinds). */
export async function scanCompany(
  deps: Pick<NotificationDeps, 'db' | 'log'>,
  companyId: string,
  at: Date,
): Promise<number> {
  return (await scanPage(deps, [companyId], at, absenceDeadlinePassDue(undefined, at))).produced;
}

/**
 * The scheduler's one pass (issue 26, decision 040): every scheduled kind for every company at `at`, a page of
 * companies at a time, then the e-mail that is due. Safe to run twice for the same moment, or on two servers at
 * once: each notification's dedupe key makes it exist once, and each mail is claimed by one sender. Closed
 * companies are skipped. `npm run cli -- notify --at …` runs it for a chosen moment; the recurring job runs it
 * every quarter-hour, with its `memory` of the day's deadline pass (decision 071): the pass runs in the first scan
 * from 07:00 that has not completed it today, and is remembered as done only when no page or company failed.
 */
export async function runNotificationScan(
  deps: NotificationDeps,
  at: Date,
  memory?: ScanMemory,
): Promise<NotificationScanReport> {
  const absenceDeadlinePass = absenceDeadlinePassDue(memory, at);
  let complete = true;
  let produced = 0;
  let count = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await unsafeAcrossCompanies(() =>
      deps.db
        .select({ id: companies.id })
        .from(companies)
        // A closed company ('Luk konto', decision 051) gets no reminders or billing warnings: it is read-only and
        // waiting for deletion.
        .where(and(gt(companies.id, after), isNull(companies.closedAt)))
        .orderBy(asc(companies.id))
        .limit(COMPANY_PAGE),
    );
    const ids = rows.map((row) => row.id);
    try {
      const outcome = await scanPage(deps, ids, at, absenceDeadlinePass);
      produced += outcome.produced;
      complete &&= outcome.complete;
    } catch (error) {
      complete = false;
      // One page's failed read must not keep the other pages from their notifications; the next run retries it.
      deps.log?.error(
        { err: error, companies: ids.length },
        'notification scan failed for a page of companies',
      );
    }
    count += ids.length;
    const last = ids.at(-1);
    if (!last || ids.length < COMPANY_PAGE) break;
    after = last;
  }
  if (memory && absenceDeadlinePass && complete) memory.absenceDeadlinesDoneOn = danishToday(at);
  const mail = await sendNotificationEmails(deps, at);
  // The scan's own pushes, and any a request left pending (its server stopped before sending them).
  const push = await sendPendingPushes(deps, at).catch((error: unknown) => {
    deps.log?.warn({ err: error }, 'web push run failed');
    return { sent: 0, failed: 0, removed: 0 };
  });
  return { companies: count, produced, mail, push };
}
