import { type AbsenceDay, expandAbsence, HOLIDAY_MESSAGES, newTimeEntrySchema } from '@kollega/domain';
import type { Db } from './db/database';
import { AppError } from './errors/app-error';
import type { HolidayTimereg, Tx } from './features/holiday/deps';
import { addEntries } from './features/timereg/entries/add-entries';
import { deleteEntry } from './features/timereg/entries/delete-entry';
import {
  loadCompanyCalendar,
  loadSettingSources,
  loadTimeregEmployee,
} from './features/timereg/timereg-record';

async function absenceDays(
  db: Db | Tx,
  companyId: string,
  employeeId: string,
  type: 'holiday' | 'timeOff',
  from: string,
  to: string,
): Promise<AbsenceDay[]> {
  const employee = await loadTimeregEmployee(db, companyId, employeeId);
  const [settings, calendar] = await Promise.all([
    loadSettingSources(db, companyId, employee),
    loadCompanyCalendar(db, companyId),
  ]);
  return expandAbsence({ type, from, to, settings, companyDaysOff: calendar.daysOff });
}

/**
 * The holiday feature's way into time registration (decision 026), wired here at the app's root because one
 * feature never imports another: working days by time registration's own rule (expandAbsence: the norm week in
 * force, public holidays and company days off skipped), and its insertion and deletion paths, so an approved
 * request writes exactly what 'Ny registrering' would (change log, audit row, warnings). Called inside the
 * holiday action's transaction: time registration's own transaction becomes a savepoint of it.
 */
export const holidayTimereg: HolidayTimereg = {
  async workingDays(db, companyId, employeeId, from, to) {
    return (await absenceDays(db, companyId, employeeId, 'holiday', from, to)).map((day) => day.date);
  },

  async addAbsence(db, ctx, input) {
    const days = await absenceDays(db, ctx.companyId, input.employeeId, input.type, input.from, input.to);
    if (days.length === 0) throw new AppError('NO_WORKING_DAYS', HOLIDAY_MESSAGES.noWorkingDays);
    // A one-day period is a single registration, which carries its hours; a longer one is expanded by timereg.
    // The admin approving the request confirms holiday on a day that already holds work (decision 027); the week
    // summary still flags such a day.
    const confirmMixedDay = true;
    const entry = newTimeEntrySchema.parse(
      input.from === input.to
        ? { type: input.type, date: input.from, hours: days[0]?.hours, note: input.note, confirmMixedDay }
        : { type: input.type, date: input.from, toDate: input.to, note: input.note, confirmMixedDay },
    );
    const added = await addEntries({ db: db as Db }, ctx, {
      employeeId: input.employeeId,
      entry,
      by: 'admin',
    });
    return added.entries.map((e) => ({ id: e.id, date: e.date }));
  },

  async deleteEntry(db, ctx, entryId) {
    await deleteEntry({ db: db as Db }, ctx, { entryId, by: 'admin' });
  },
};
