import {
  type ConflictEntry,
  dayHoursWith,
  ENTRY_CONFLICT_TEXT,
  exceedsDayHours,
  findMixedDay,
  findOverlap,
  findSecondAbsence,
  type IsoDate,
  isAbsenceType,
  isFutureWork,
  neighbourDays,
  type TimeEntryType,
  workEndsAfter,
} from '@kollega/domain';
import { and, eq, gte, lte } from 'drizzle-orm';
import { timeEntries } from '../../../db/schema/index';
import { AppError } from '../../../errors/app-error';
import type { Tx } from '../../../services/context';
import type { TimeregEmployee } from '../timereg-record';

/**
 * Registrations that cannot be true (issue 17, decision 027), checked before an add or a change is written, in its
 * transaction (the employee's row is locked for an add, the entry's for a change): work or overtime after today or
 * ending after now, a second absence on a day (docs/rules/timereg.md#ruling-30), a time span overlapping another registration (the days
 * around it too, for night shifts), a day over 24 hours,
 * and, unless `confirmMixedDay`, work and absence on the same day. `days` are the registrations about to be saved;
 * one being changed carries its id so it is not compared with itself.
 */
export async function assertEntriesPossible(
  tx: Tx,
  employee: Pick<TimeregEmployee, 'id' | 'companyId'> & { endDate?: string | null },
  days: readonly ConflictEntry[],
  options: { confirmMixedDay: boolean; today: IsoDate; now: Date },
): Promise<void> {
  const [first, ...rest] = days.map((day) => day.date).sort();
  if (!first) return;
  for (const day of days) {
    if (isFutureWork(day.type, day.date, options.today)) throw new AppError('FUTURE_WORK');
    // Issue 23: later today is the future too (20:00–22:00 entered at 03:30).
    if (workEndsAfter(day, options.now)) throw new AppError('WORK_ENDS_IN_FUTURE');
    // Issue 29: no Sygdom after the end of the employment (the employer's sick pay ends with it).
    if (day.type === 'sickLeave' && employee.endDate && day.date > employee.endDate) {
      throw new AppError('SICK_AFTER_EMPLOYMENT');
    }
  }
  const range = neighbourDays(first, rest.at(-1) ?? first);
  const rows = await tx
    .select({
      id: timeEntries.id,
      date: timeEntries.date,
      type: timeEntries.type,
      hours: timeEntries.hours,
      startTime: timeEntries.startTime,
      endTime: timeEntries.endTime,
    })
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.companyId, employee.companyId),
        eq(timeEntries.employeeId, employee.id),
        gte(timeEntries.date, range.from),
        lte(timeEntries.date, range.to),
      ),
    );
  const existing: ConflictEntry[] = rows.map((row) => ({
    ...row,
    type: row.type as TimeEntryType,
    hours: Number(row.hours),
  }));
  for (const day of days) {
    // docs/rules/timereg.md#ruling-30: one full-day absence a day (Ferie, Sygdom, Fri), whoever writes it: the admin grid, the
    // employee app, or an approved holiday request.
    const absence = findSecondAbsence(day, existing);
    if (absence) {
      throw new AppError(
        'ABSENCE_ALREADY_REGISTERED',
        ENTRY_CONFLICT_TEXT.secondAbsence(absence, days.length > 1),
      );
    }
  }
  for (const day of days) {
    const overlap = findOverlap(day, existing);
    if (overlap) throw new AppError('ENTRY_OVERLAP', ENTRY_CONFLICT_TEXT.overlap(overlap));
    if (exceedsDayHours(day, existing)) {
      throw new AppError(
        'DAY_OVER_24_HOURS',
        ENTRY_CONFLICT_TEXT.dayOverLimit(day.date, dayHoursWith(day, existing)),
      );
    }
  }
  if (options.confirmMixedDay) return;
  for (const day of days) {
    const other = findMixedDay(day, existing);
    if (!other) continue;
    const message = isAbsenceType(day.type)
      ? ENTRY_CONFLICT_TEXT.absenceOnWorkDay(other)
      : ENTRY_CONFLICT_TEXT.workOnAbsenceDay(other);
    throw new AppError('MIXED_DAY_UNCONFIRMED', message);
  }
}
