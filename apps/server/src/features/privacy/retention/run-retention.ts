import {
  addCalendarMonths,
  addDays,
  danishToday,
  type IsoDate,
  isRetentionDue,
  type RetentionSettings,
  timeRegistrationCutoff,
} from '@kollega/domain';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import { recordAudit } from '../../../db/audit';
import {
  approvedWeeks,
  companies,
  employees,
  timeEntries,
  timeEntryChanges,
  timeLogWarnings,
} from '../../../db/schema/index';
import { unsafeAcrossCompanies, withCompany } from '../../../db/tenant-scope';
import {
  anonymiseEmployee,
  clearAgreementTexts,
  type RetentionCounts,
  removeStoredFiles,
  systemActor,
} from './anonymise-employee';
import type { RetentionDeps } from './deps';
import { loadRetentionSettings } from './retention-settings';

/** Companies read per page, so the run's memory does not grow with the number of companies. */
const COMPANY_PAGE = 500;
/** People handled per company and run; the rest are due tomorrow night too, and are taken then. */
const PEOPLE_PER_RUN = 200;

export interface CompanyRetentionReport {
  anonymised: number;
  agreementTextsCleared: number;
  timeRegistrationsDeleted: number;
  counts: RetentionCounts;
}

export interface RetentionReport {
  at: IsoDate;
  companies: number;
  anonymised: number;
  agreementTextsCleared: number;
  timeRegistrationsDeleted: number;
  failedCompanies: number;
}

function add(total: RetentionCounts, counts: RetentionCounts): void {
  for (const [key, value] of Object.entries(counts)) total[key] = (total[key] ?? 0) + value;
}

/** Who the owner's login is: the job never anonymises the company's owner. */
async function ownerUserId(deps: Pick<RetentionDeps, 'db'>, companyId: string): Promise<string | null> {
  const [row] = await deps.db
    .select({ owner: companies.ownerUserId })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.owner ?? null;
}

/**
 * Former employees whose end date plus `months` may have run out on `today`, oldest end date first: the SQL
 * takes a month more than needed (month ends make the exact rule a domain function, `isRetentionDue`), and the
 * exact rule filters; since being due only grows with an earlier end date, the due ones come first in a page.
 */
async function candidates(
  deps: Pick<RetentionDeps, 'db'>,
  companyId: string,
  today: IsoDate,
  months: number,
  pending: ReturnType<typeof isNull>,
) {
  const rows = await deps.db
    .select()
    .from(employees)
    .where(
      and(
        eq(employees.companyId, companyId),
        isNotNull(employees.endDate),
        lt(employees.endDate, addCalendarMonths(today, -(months - 1))),
        pending,
      ),
    )
    .orderBy(asc(employees.endDate), asc(employees.id))
    .limit(PEOPLE_PER_RUN);
  return rows.filter((row) => isRetentionDue(row.endDate, months, today));
}

/** Deletes the anonymised people's registrations whose month is past the time-registration retention. */
async function deleteExpiredRegistrations(
  deps: Pick<RetentionDeps, 'db'>,
  companyId: string,
  cutoff: IsoDate,
): Promise<RetentionCounts> {
  const anonymised = deps.db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), isNotNull(employees.anonymisedAt)));
  return deps.db.transaction(async (tx) => {
    const entries = await tx
      .delete(timeEntries)
      .where(
        and(
          eq(timeEntries.companyId, companyId),
          inArray(timeEntries.employeeId, anonymised),
          lt(timeEntries.date, cutoff),
        ),
      )
      .returning({ id: timeEntries.id });
    const changes = await tx
      .delete(timeEntryChanges)
      .where(
        and(
          eq(timeEntryChanges.companyId, companyId),
          inArray(timeEntryChanges.employeeId, anonymised),
          lt(timeEntryChanges.date, cutoff),
        ),
      )
      .returning({ id: timeEntryChanges.id });
    const warnings = await tx
      .delete(timeLogWarnings)
      .where(
        and(
          eq(timeLogWarnings.companyId, companyId),
          inArray(timeLogWarnings.employeeId, anonymised),
          lt(timeLogWarnings.toDate, cutoff),
        ),
      )
      .returning({ id: timeLogWarnings.id });
    // A week belongs to the month it ends in: only weeks ending before the cutoff go.
    const weeks = await tx
      .delete(approvedWeeks)
      .where(
        and(
          eq(approvedWeeks.companyId, companyId),
          inArray(approvedWeeks.employeeId, anonymised),
          lt(approvedWeeks.weekStart, addDays(cutoff, -6)),
        ),
      )
      .returning({ weekKey: approvedWeeks.weekKey });
    return {
      timeEntries: entries.length,
      timeEntryChanges: changes.length,
      timeLogWarnings: warnings.length,
      approvedWeeks: weeks.length,
    };
  });
}

/**
 * One company's retention on `today` (decision 050), as that company (row-level security holds it there):
 * 1. personal data and documents of people whose end date plus 'Personoplysninger og dokumenter' has run out
 *    are anonymised (their agreements' texts too when that retention has run out as well);
 * 2. the agreements' texts of people whose end date plus 'Aftalernes tekster' has run out are cleared;
 * 3. anonymised people's time registrations whose month ended more than 'Tidsregistreringer' ago (never under
 *    5 years, docs/rules/timereg.md#ruling-14) are deleted.
 * Each person is one transaction with its `employee.anonymise` audit row; the run writes `privacy.retention-run`
 * with the counts when it did anything.
 */
export async function retainCompany(
  deps: RetentionDeps,
  companyId: string,
  at: Date,
  today: IsoDate,
): Promise<CompanyRetentionReport> {
  return withCompany(companyId, async () => {
    const settings: RetentionSettings = await loadRetentionSettings(deps.db, companyId);
    const owner = await ownerUserId(deps, companyId);
    const actor = systemActor(companyId);
    const counts: RetentionCounts = {};
    let anonymised = 0;
    let agreementTextsCleared = 0;

    const notOwner = (row: { userId: string | null }) => owner === null || row.userId !== owner;
    const due = await candidates(
      deps,
      companyId,
      today,
      settings.personalDataMonths,
      isNull(employees.anonymisedAt),
    );
    for (const candidate of due.filter(notOwner)) {
      const agreementsDue = isRetentionDue(candidate.endDate, settings.agreementTextsMonths, today);
      const done = await anonymiseEmployee(deps, actor, {
        at,
        reason: 'retention',
        agreementTexts: agreementsDue && candidate.agreementTextsClearedAt === null,
        load: async (tx) => {
          const [row] = await tx
            .select()
            .from(employees)
            .where(and(eq(employees.companyId, companyId), eq(employees.id, candidate.id)))
            .for('update');
          // Another run, or 'Anonymisér nu', got there first; or the end date moved since the read.
          if (!row || row.anonymisedAt !== null) return null;
          return isRetentionDue(row.endDate, settings.personalDataMonths, today) ? row : null;
        },
      });
      if (!done) continue;
      anonymised += 1;
      if (done.counts.agreementTexts !== undefined) agreementTextsCleared += 1;
      add(counts, done.counts);
    }

    const textsDue = await candidates(
      deps,
      companyId,
      today,
      settings.agreementTextsMonths,
      isNull(employees.agreementTextsClearedAt),
    );
    for (const candidate of textsDue.filter(notOwner)) {
      const cleared = await deps.db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(employees)
          .where(and(eq(employees.companyId, companyId), eq(employees.id, candidate.id)))
          .for('update');
        if (!row || row.agreementTextsClearedAt !== null) return null;
        if (!isRetentionDue(row.endDate, settings.agreementTextsMonths, today)) return null;
        const outcome = await clearAgreementTexts(tx, companyId, row.id, at);
        await recordAudit(tx, actor, {
          action: 'employee.agreement-texts-cleared',
          entityType: 'employee',
          entityId: row.id,
          details: { reason: 'retention', counts: outcome.counts },
        });
        return outcome;
      });
      if (!cleared) continue;
      await removeStoredFiles(deps, { storageKeys: cleared.storageKeys });
      agreementTextsCleared += 1;
      add(counts, cleared.counts);
    }

    const registrations = await deleteExpiredRegistrations(
      deps,
      companyId,
      timeRegistrationCutoff(today, settings.timeRegistrationMonths),
    );
    add(counts, registrations);
    const timeRegistrationsDeleted = Object.values(registrations).reduce((sum, value) => sum + value, 0);

    if (anonymised > 0 || agreementTextsCleared > 0 || timeRegistrationsDeleted > 0) {
      await recordAudit(deps.db, actor, {
        action: 'privacy.retention-run',
        entityType: 'company',
        entityId: companyId,
        details: {
          date: today,
          settings,
          anonymised,
          agreementTextsCleared,
          timeRegistrationsDeleted,
          counts,
        },
      });
    }
    return { anonymised, agreementTextsCleared, timeRegistrationsDeleted, counts };
  });
}

/**
 * The nightly retention run (issue 33, decision 050) for every company on the Danish date of `at`. Safe to run
 * twice or on two servers at once: each person is locked and re-checked in their own transaction, and what is
 * done is marked (`anonymised_at`, `agreement_texts_cleared_at`). `npm run cli -- retention --at 2031-01-01`
 * runs it for a chosen date. One company's failure is logged and does not keep the others from theirs.
 */
export async function runRetention(deps: RetentionDeps, at: Date): Promise<RetentionReport> {
  const today = danishToday(at);
  const report: RetentionReport = {
    at: today,
    companies: 0,
    anonymised: 0,
    agreementTextsCleared: 0,
    timeRegistrationsDeleted: 0,
    failedCompanies: 0,
  };
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const page = await unsafeAcrossCompanies(() =>
      deps.db
        .select({ id: companies.id })
        .from(companies)
        .where(gt(companies.id, after))
        .orderBy(asc(companies.id))
        .limit(COMPANY_PAGE),
    );
    for (const company of page) {
      try {
        const done = await retainCompany(deps, company.id, at, today);
        report.anonymised += done.anonymised;
        report.agreementTextsCleared += done.agreementTextsCleared;
        report.timeRegistrationsDeleted += done.timeRegistrationsDeleted;
      } catch (error) {
        report.failedCompanies += 1;
        deps.log.error({ err: error, companyId: company.id }, 'retention run failed for a company');
      }
      report.companies += 1;
    }
    const last = page.at(-1);
    if (!last || page.length < COMPANY_PAGE) break;
    after = last.id;
  }
  return report;
}
