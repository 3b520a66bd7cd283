import {
  type AbsenceDay,
  addDays,
  expandAbsence,
  feriedage,
  HOLIDAY_MESSAGES,
  lockReason,
  newTimeEntrySchema,
} from '@kollega/domain';
import { AppError } from '../../errors/app-error';
import { independentReads, type Writer } from '../../services/context';
import type { HolidayTimereg } from '../holiday/public';
import { addEntries } from './entries/add-entries';
import { deleteEntry } from './entries/delete-entry';
import {
  loadApprovedWeeks,
  loadCompanyCalendar,
  loadSettingSources,
  loadTimeregEmployee,
} from './timereg-record';

async function employeeRules(db: Writer, companyId: string, employeeId: string) {
  const employee = await loadTimeregEmployee(db, companyId, employeeId);
  // Called inside the holiday action's transaction: one read after the other there.
  const [settings, calendar] = await independentReads(db, [
    () => loadSettingSources(db, companyId, employee),
    () => loadCompanyCalendar(db, companyId),
  ]);
  return { employee, settings, calendar };
}

/**
 * Consecutive calendar days that all carry hours, in runs: time registration expands such a run as one multi-day
 * absence into exactly these days (no weekend, public holiday or day off lies inside it). A day without hours (a
 * part-timer's non-norm weekday, docs/rules/holiday.md#ruling-31) is a registration of its own, which time registration's expansion
 * would skip.
 */
function runsOf(days: readonly AbsenceDay[]): AbsenceDay[][] {
  const runs: AbsenceDay[][] = [];
  let run: AbsenceDay[] = [];
  for (const day of days) {
    const previous = run.at(-1);
    const joins = previous && previous.hours > 0 && day.hours > 0 && addDays(previous.date, 1) === day.date;
    if (!joins && run.length > 0) {
      runs.push(run);
      run = [];
    }
    run.push(day);
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

/**
 * The holiday feature's way into time registration (decision 026): time registration implements holiday's
 * `HolidayTimereg` here, exports it by public.ts, and the app hands it to holiday (one feature never reaches into
 * another's files): the days a request spends (ferie: the feriedage of docs/rules/holiday.md#ruling-31, Monday to Friday
 * whatever the norm week; feriefridage: time registration's own working days, expandAbsence), the locked days,
 * and its insertion and deletion paths, so an approved request writes exactly what 'Ny registrering' would
 * (change log, audit row, warnings). Called inside the holiday action's transaction: time registration's actions
 * open theirs with `withTransaction`, so they join it and commit or roll back with the request.
 */
export const holidayTimereg: HolidayTimereg = {
  async requestDays(db, companyId, employeeId, type, from, to) {
    const { settings, calendar } = await employeeRules(db, companyId, employeeId);
    if (type === 'holiday') {
      return feriedage({ from, to, settings, companyDaysOff: calendar.daysOff }).map(({ date, hours }) => ({
        date,
        hours,
      }));
    }
    return expandAbsence({ type, from, to, settings, companyDaysOff: calendar.daysOff });
  },

  async lockedDays(db, companyId, employeeId, dates) {
    const { employee, calendar } = await employeeRules(db, companyId, employeeId);
    const approvedWeeks = await loadApprovedWeeks(db, companyId, employeeId);
    // Time registration's own reason a day cannot be written (its `assertOpen`): approved week, before the
    // start, or locked by 'Låst til og med' (docs/rules/timereg.md#ruling-29).
    return dates.filter(
      (date) =>
        lockReason({
          date,
          approvedWeeks,
          employeeStartDate: employee.startDate,
          companyLockDate: calendar.lockDate,
        }) !== null,
    );
  },

  async addAbsence(db, ctx, input) {
    if (input.days.length === 0) throw new AppError('NO_WORKING_DAYS', HOLIDAY_MESSAGES.noWorkingDays);
    const written: { id: string; date: string }[] = [];
    for (const days of runsOf([...input.days].sort((a, b) => a.date.localeCompare(b.date)))) {
      const first = days[0] as AbsenceDay;
      const last = days[days.length - 1] as AbsenceDay;
      // One day is a single registration, which carries its hours; a longer run is expanded by timereg. Approval
      // is refused while a feriedag holds work (docs/rules/timereg.md#ruling-30), so no day here mixes work and absence.
      const entry = newTimeEntrySchema.parse(
        days.length === 1
          ? { type: input.type, date: first.date, hours: first.hours, note: input.note }
          : { type: input.type, date: first.date, toDate: last.date, note: input.note },
      );
      const added = await addEntries({ db }, ctx, {
        employeeId: input.employeeId,
        entry,
        by: 'admin',
      });
      written.push(...added.entries.map((e) => ({ id: e.id, date: e.date })));
    }
    return written;
  },

  async deleteEntry(db, ctx, entryId) {
    await deleteEntry({ db }, ctx, { entryId, by: 'admin' });
  },
};
