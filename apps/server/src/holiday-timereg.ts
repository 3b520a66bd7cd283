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
    const skip = new Set(input.skip ?? []);
    const all = await absenceDays(db, ctx.companyId, input.employeeId, input.type, input.from, input.to);
    // The days to register, in runs of consecutive working days (no skipped day between their first and last):
    // time registration expands each run exactly as it expanded the whole period.
    const runs: AbsenceDay[][] = [];
    let run: AbsenceDay[] = [];
    for (const day of all) {
      if (skip.has(day.date)) {
        if (run.length > 0) runs.push(run);
        run = [];
      } else run.push(day);
    }
    if (run.length > 0) runs.push(run);
    if (runs.length === 0) throw new AppError('NO_WORKING_DAYS', HOLIDAY_MESSAGES.noWorkingDays);
    const written: { id: string; date: string }[] = [];
    for (const days of runs) {
      const first = days[0] as AbsenceDay;
      const last = days[days.length - 1] as AbsenceDay;
      // One day is a single registration, which carries its hours; a longer run is expanded by timereg. The
      // admin approving the request confirms holiday on a day that already holds work (decision 027); the week
      // summary still flags such a day.
      const entry = newTimeEntrySchema.parse(
        days.length === 1
          ? {
              type: input.type,
              date: first.date,
              hours: first.hours,
              note: input.note,
              confirmMixedDay: true,
            }
          : {
              type: input.type,
              date: first.date,
              toDate: last.date,
              note: input.note,
              confirmMixedDay: true,
            },
      );
      const added = await addEntries({ db: db as Db }, ctx, {
        employeeId: input.employeeId,
        entry,
        by: 'admin',
      });
      written.push(...added.entries.map((e) => ({ id: e.id, date: e.date })));
    }
    return written;
  },

  async deleteEntry(db, ctx, entryId) {
    await deleteEntry({ db: db as Db }, ctx, { entryId, by: 'admin' });
  },
};
