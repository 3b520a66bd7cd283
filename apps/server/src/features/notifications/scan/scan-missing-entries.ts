import { type IsoDate, isMissingEntryReminderTime, missingEntryDate } from '@kollega/domain';
import { and, isNotNull } from 'drizzle-orm';
import { employees } from '../../../db/schema/index';
import {
  daysWithEntriesOfCompanies,
  loadNormCalendarsOfCompanies,
  registersTimeInCompanies,
} from '../../timereg/public';
import type { NotificationDraft } from '../produce-notifications';
import type { PageScan } from './scan-context';

/**
 * 'Du mangler at registrere i går' (issue 26, decision 040): from 09:00 Copenhagen time on a workday, to each
 * employee who registers time (time-registration §5) and can sign in, when their previous workday — by their norm
 * week, without weekends, public holidays and the company's days off — has no registration at all (work or
 * absence) and they were employed that day. The company's setting 'Fra' turns it off. The dedupe key is the day
 * reminded of, so every scan after 09:00 that day finds it made already: once per person and day. Four
 * statements for the page (people, settings, days off, registrations).
 */
export const scanMissingEntries: PageScan = async (page) => {
  if (!isMissingEntryReminderTime(page.at)) return [];
  const on = page.companies.filter((company) => company.missingEntryReminder !== 'off').map((c) => c.id);
  if (on.length === 0) return [];
  const people = await page.db
    .select({
      id: employees.id,
      companyId: employees.companyId,
      startDate: employees.startDate,
      endDate: employees.endDate,
      individualTimeLogSettings: employees.individualTimeLogSettings,
    })
    .from(employees)
    .where(and(registersTimeInCompanies(on), isNotNull(employees.userId)));
  if (people.length === 0) return [];
  const normsOf = await loadNormCalendarsOfCompanies(page.db, [...new Set(people.map((p) => p.companyId))]);
  const due: { companyId: string; employeeId: string; date: IsoDate }[] = [];
  for (const person of people) {
    const norm = normsOf(person.companyId)(person);
    const date = missingEntryDate(page.today, (day) => norm.normHoursOn(day) > 0);
    if (!date) continue;
    // Not yet employed, or gone by then: nothing was to be registered that day.
    if (person.startDate !== null && date < person.startDate) continue;
    if (person.endDate !== null && date > person.endDate) continue;
    due.push({ companyId: person.companyId, employeeId: person.id, date });
  }
  const registered = await daysWithEntriesOfCompanies(
    page.db,
    [...new Set(due.map((row) => row.companyId))],
    [...new Set(due.map((row) => row.date))],
  );
  return due
    .filter((row) => !registered.has(`${row.employeeId}:${row.date}`))
    .map(
      (row): NotificationDraft => ({
        companyId: row.companyId,
        employeeId: row.employeeId,
        kind: 'timereg-missing-entry',
        params: { date: row.date },
        link: '/tidsregistrering',
        dedupeKey: `timereg-missing-entry:${row.date}`,
      }),
    );
};
