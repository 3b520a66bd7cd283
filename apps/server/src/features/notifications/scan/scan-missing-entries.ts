import { type IsoDate, isMissingEntryReminderTime, missingEntryDate } from '@kollega/domain';
import { and, isNotNull } from 'drizzle-orm';
import { employees } from '../../../db/schema/index';
import {
  daysWithEntries,
  loadMissingEntryReminder,
  loadNormCalendars,
  registersTimeCondition,
} from '../../timereg/public';
import type { NotificationDraft } from '../produce-notifications';
import type { KindScan } from './scan-context';

/**
 * 'Du mangler at registrere i går' (issue 26, decision 040): from 09:00 Copenhagen time on a workday, to each
 * employee who registers time (time-registration §5) and can sign in, when their previous workday — by their norm
 * week, without weekends, public holidays and the company's days off — has no registration at all (work or
 * absence) and they were employed that day. The company's setting 'Fra' turns it off. The dedupe key is the day
 * reminded of, so every scan after 09:00 that day finds it made already: once per person and day.
 */
export const scanMissingEntries: KindScan = async (scan) => {
  if (!isMissingEntryReminderTime(scan.at)) return [];
  if ((await loadMissingEntryReminder(scan.db, scan.companyId)) === 'off') return [];
  const people = await scan.db
    .select({
      id: employees.id,
      startDate: employees.startDate,
      endDate: employees.endDate,
      individualTimeLogSettings: employees.individualTimeLogSettings,
    })
    .from(employees)
    .where(and(registersTimeCondition(scan.companyId), isNotNull(employees.userId)));
  if (people.length === 0) return [];
  const normOf = await loadNormCalendars(scan.db, scan.companyId);
  const due: { employeeId: string; date: IsoDate }[] = [];
  for (const person of people) {
    const norm = normOf(person);
    const date = missingEntryDate(scan.today, (day) => norm.normHoursOn(day) > 0);
    if (!date) continue;
    // Not yet employed, or gone by then: nothing was to be registered that day.
    if (person.startDate !== null && date < person.startDate) continue;
    if (person.endDate !== null && date > person.endDate) continue;
    due.push({ employeeId: person.id, date });
  }
  const registered = await daysWithEntries(
    scan.db,
    scan.companyId,
    due.map((row) => row.employeeId),
    [...new Set(due.map((row) => row.date))],
  );
  return due
    .filter((row) => !registered.has(`${row.employeeId}:${row.date}`))
    .map(
      (row): NotificationDraft => ({
        companyId: scan.companyId,
        employeeId: row.employeeId,
        kind: 'timereg-missing-entry',
        params: { date: row.date },
        link: '/tidsregistrering',
        dedupeKey: `timereg-missing-entry:${row.date}`,
      }),
    );
};
