import {
  addDays,
  type IsoDate,
  NEMREFUSION_DAYS,
  PARENTAL_REFUSION_REQUEST_DAYS,
  type UpcomingSickDeadline,
  upcomingAbsenceDeadlines,
} from '@kollega/domain';
import { and, gte, inArray } from 'drizzle-orm';
import { sickReports } from '../../db/schema/index';
import type { Reader } from '../../services/context';
import { companiesWithAbsenceSince } from '../timereg/public';
import { loadCompanySickness } from './list-sickness';

/**
 * The deadlines of one company from today to a week ahead, as the dashboard's 'Sygefravær og barsel: frister'
 * lists them (`upcomingAbsenceDeadlines` over the same open sick periods, closed periods with their NemRefusion
 * report still due (decision 071) and Barsel periods '/fravaer' answers), for the notification scan's reminders
 * (decision 068). Run as the company (row-level security).
 */
export async function loadAbsenceDeadlines(
  db: Reader,
  companyId: string,
  today: IsoDate,
): Promise<UpcomingSickDeadline[]> {
  const sickness = await loadCompanySickness(db, companyId, today);
  return upcomingAbsenceDeadlines(
    {
      sickPeriods: [...sickness.openPeriods, ...sickness.closedPeriodsWithRefusionDue],
      parentalLeave: sickness.parentalLeave,
    },
    today,
  );
}

/**
 * The companies among `companyIds` that may have a deadline from `today` on (decision 068), in two statements for
 * the whole page, so the scan computes periods only for them. A sick period's deadlines are at most 35 days after
 * its first day (NemRefusion, also the one deadline a closed period keeps, decision 071), and its first day is a
 * Sygdom registration or a sygemelding's first day: a deadline today or later needs one from 35 days back.
 * Barsel's is 8 weeks after the last paid day: it needs a paid Barsel registration from 56 days back. Across companies: the scheduler's job only (decision 040).
 */
export async function absenceDeadlineCandidates(
  db: Reader,
  companyIds: readonly string[],
  today: IsoDate,
): Promise<Set<string>> {
  if (companyIds.length === 0) return new Set();
  const sickFrom = addDays(today, -NEMREFUSION_DAYS);
  const [entries, reports] = await Promise.all([
    companiesWithAbsenceSince(db, companyIds, {
      sickLeaveFrom: sickFrom,
      paidParentalLeaveFrom: addDays(today, -PARENTAL_REFUSION_REQUEST_DAYS),
    }),
    db
      .selectDistinct({ companyId: sickReports.companyId })
      .from(sickReports)
      .where(and(inArray(sickReports.companyId, [...companyIds]), gte(sickReports.firstDay, sickFrom))),
  ]);
  return new Set([...entries, ...reports.map((row) => row.companyId)]);
}
