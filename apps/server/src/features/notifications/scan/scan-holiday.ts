import { copenhagenClock, holidayBalanceKnown } from '@kollega/domain';
import { balancesOf, loadCompanyBalances } from '../../holiday/public';
import type { NotificationDraft } from '../produce-notifications';
import type { PageScan } from './scan-context';

/** The Copenhagen hour whose scans look for lapsing 5th-week days (the balances are read only then). */
const LAPSING_HOUR = 9;

/**
 * '5. ferieuge bortfalder' (issue 26, decision 040): in November and December, to each employee with a login
 * whose 5th-week days lapse on 31 December — the same `fifthWeekExpiring` the Ferie tab, the dashboard's November
 * reminder and Rapporter's Ferie report show, through holiday's `balancesOf`, only when the balance is known (a
 * start date or an opening balance). Once a month: the dedupe key is year and month, and the balances are read
 * only in the scans between 09:00 and 10:00, so a company's balances are computed four times a day in those two
 * months and never otherwise. The balances are holiday's one-company loader, run as each company of the page.
 */
export const scanHolidayLapsing: PageScan = async (page) => {
  const month = page.today.slice(5, 7);
  if (month !== '11' && month !== '12') return [];
  if (copenhagenClock(page.at).hour !== LAPSING_HOUR) return [];
  const year = page.today.slice(0, 4);
  const loaded = await page.eachCompany((company) => loadCompanyBalances(page.db, company.id, page.today));
  const drafts: NotificationDraft[] = [];
  for (const { company, result } of loaded) {
    const { people, settings, data } = result;
    for (const person of people) {
      const balances = balancesOf(data, person, settings, page.today);
      if (!holidayBalanceKnown(balances.input)) continue;
      // Only the ferieår whose holiday period ends this 31 December has days lapsing (holidayBalances).
      const days = balances.years.reduce((sum, row) => sum + row.fifthWeekExpiring, 0);
      if (days <= 0) continue;
      drafts.push({
        companyId: company.id,
        employeeId: person.id,
        kind: 'holiday-fifth-week-lapsing',
        params: { days, year },
        link: '/mig',
        dedupeKey: `holiday-fifth-week-lapsing:${page.today.slice(0, 7)}`,
      });
    }
  }
  return drafts;
};
