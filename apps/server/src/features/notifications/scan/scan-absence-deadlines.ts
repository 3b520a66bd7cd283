import { absenceDeadlineReminders } from '@kollega/domain';
import { absenceDeadlineCandidates, loadAbsenceDeadlines } from '../../sickness/public';
import type { NotificationDraft } from '../produce-notifications';
import { type PageScan, toAdmins } from './scan-context';

/**
 * 'Frister for sygefravær og barsel' (decision 068): the deadlines the dashboard lists — the open sick periods'
 * sygefraværssamtale, end of the employer period and NemRefusion, the NemRefusion report of a closed period that
 * reached the refusion (decision 071), and Barsel's refusion request (decision 056) — to the company's admins, once
 * a week before (or the first day within that week the deadline is known) and once on the day; never of a deadline
 * already past. The key names the deadline's date, so a deadline that moves is reminded of at its new date and
 * never again at the old one.
 *
 * Once a day, from 07:00 (decision 071, `absenceDeadlinePassDue`): the first scan of the sending window that finds
 * the pass not completed today runs it — at 07:00 normally, later when the 07:00 hour was missed (server down), so
 * a 'day' reminder still goes out on its day — and the scans after it read nothing for it.
 *
 * Bounded: one pass a day per scheduler; one statement pair for the page finds the companies with a Sygdom
 * registration or sygemelding from 35 days back or a paid Barsel registration from 56 days back (no deadline of the
 * others can be today or later), and only those — with an admin to remind — have their periods computed, by
 * sickness's own loader run as each company (the same code as '/fravaer', so the mail and the screens agree).
 */
export const scanAbsenceDeadlines: PageScan = async (page) => {
  if (!page.absenceDeadlinePassDue) return [];
  const candidates = await absenceDeadlineCandidates(page.db, page.companyIds, page.today);
  const chosen = new Set(
    [...candidates].filter((companyId) => (page.company(companyId)?.admins.length ?? 0) > 0),
  );
  if (chosen.size === 0) return [];
  const loaded = await page.eachCompany(
    (company) => loadAbsenceDeadlines(page.db, company.id, page.today),
    chosen,
  );
  const drafts: NotificationDraft[] = [];
  for (const { company, result } of loaded) {
    for (const reminder of absenceDeadlineReminders(result, page.today)) {
      drafts.push(
        ...toAdmins(page, company.id, {
          kind: 'absence-deadline',
          params: {
            employee: reminder.employeeName,
            deadline: reminder.kind,
            date: reminder.date,
            daysLeft: reminder.daysLeft,
            provisional: reminder.provisional ? 1 : 0,
            closedPeriod: reminder.closedPeriod ? 1 : 0,
          },
          // The employee page's Ferie tab, where 'Sygefravær' and 'Barsel' show the deadlines.
          link: `/medarbejdere/${reminder.employeeId}/ferie`,
          dedupeKey: reminder.dedupeKey,
        }),
      );
    }
  }
  return drafts;
};
