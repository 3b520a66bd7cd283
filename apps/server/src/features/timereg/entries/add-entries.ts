import {
  CHILD_SICK_MESSAGES,
  childSickSpanKinds,
  danishToday,
  expandAbsence,
  isAbsenceType,
  type NewTimeEntryParsed,
  settingInForce,
  type TimeEntryDto,
} from '@kollega/domain';
import { recordAudit } from '../../../db/audit';
import { timeEntries, timeEntryChanges } from '../../../db/schema/index';
import { AppError } from '../../../errors/app-error';
import type { MemberContext } from '../../../plugins/auth/request-context';
import { withTransaction } from '../../../services/context';
import { assertAbsenceAllowed } from '../absences/absence-quotas';
import { assertChildSickDays } from '../absences/child-sick-days';
import { nowOf, type TimeregDeps } from '../deps';
import { recomputeWarnings } from '../recompute-warnings';
import { assertTimeBank, isBanked, loadTimeBankSettings } from '../time-bank/time-bank-record';
import { assertRegistersTime } from '../timereg-employees';
import { loadTimeregEmployee, toEntryDto } from '../timereg-record';
import { dayRules, hoursOf } from './day-rules';
import { type EntryActor, loadEntryActor } from './entry-actor';
import { assertEntriesPossible } from './entry-checks';

export interface AddEntriesInput {
  /** The admin's chosen employee, or in the employee app the caller's own. */
  employeeId: string;
  entry: NewTimeEntryParsed;
  by: EntryActor['kind'];
  /** Break minutes clocked in the employee app (decision 030): only for one timed registration. */
  clockedBreakMinutes?: number;
}

/**
 * POST /api/timereg/employees/:employeeId/entries and POST /api/me/timereg/entries: one registration, or one per
 * working day of a multi-day absence (time-registration §5), for an employee who registers time. Refused in an
 * approved or locked week, and when it cannot be true (`assertEntriesPossible`); every entry gets its change-log row, the audit row is written and the warnings are
 * recomputed, all in one transaction.
 */
export async function addEntries(
  deps: TimeregDeps,
  ctx: MemberContext,
  input: AddEntriesInput,
): Promise<{ entries: TimeEntryDto[] }> {
  const { entry } = input;
  const now = nowOf(deps);
  return withTransaction(deps.db, async (tx) => {
    const employee = await loadTimeregEmployee(tx, ctx.companyId, input.employeeId, { forUpdate: true });
    assertRegistersTime(employee);
    const actor = await loadEntryActor(tx, ctx, input.by);
    const { sources, calendar, assertOpen } = await dayRules(tx, employee);
    const multiDay = entry.toDate !== undefined && entry.toDate !== entry.date && isAbsenceType(entry.type);
    const timed = !multiDay && entry.startTime !== undefined && entry.endTime !== undefined;
    const clockedBreakMinutes = timed ? (input.clockedBreakMinutes ?? 0) : 0;
    const days = multiDay
      ? expandAbsence({
          type: entry.type,
          from: entry.date,
          to: entry.toDate as string,
          settings: sources,
          companyDaysOff: calendar.daysOff,
        })
      : [
          {
            date: entry.date,
            hours: hoursOf(entry, settingInForce(sources, entry.date), clockedBreakMinutes),
          },
        ];
    if (days.length === 0) {
      throw new AppError('NO_WORKING_DAYS');
    }
    // Barns sygedag over two working days is the 1. then the 2. dag (decision 044); each day keeps its own kind.
    const kinds =
      entry.type === 'childSick' && entry.absenceKind
        ? childSickSpanKinds(entry.absenceKind, days.length)
        : days.map(() => entry.absenceKind ?? null);
    if (!kinds) throw new AppError('CHILD_SICK_SECOND_DAY', CHILD_SICK_MESSAGES.spanTooLong);
    for (const day of days) assertOpen(day.date);
    // Issue 34: an optional absence type only when the company uses it, and within its yearly quota.
    await assertAbsenceAllowed(tx, employee, entry.type, days, { sources });

    await assertEntriesPossible(
      tx,
      employee,
      days.map((day) => ({
        date: day.date,
        type: entry.type,
        hours: day.hours,
        startTime: timed ? (entry.startTime ?? null) : null,
        endTime: timed ? (entry.endTime ?? null) : null,
      })),
      { confirmMixedDay: entry.confirmMixedDay, today: danishToday(now), now },
    );
    await assertChildSickDays(
      tx,
      employee,
      {
        removed: [],
        added: days.map((day, index) => ({
          id: `new-${index}`,
          date: day.date,
          type: entry.type,
          absenceKind: kinds[index] ?? null,
        })),
      },
      { settings: sources, daysOff: calendar.daysOff },
    );
    const bank = await loadTimeBankSettings(tx, employee.companyId);
    const toTimeBank = isBanked(entry.type, entry.toTimeBank, bank);
    await assertTimeBank(
      tx,
      employee,
      {
        removed: [],
        added: days.map((day) => ({ date: day.date, type: entry.type, hours: day.hours, toTimeBank })),
      },
      bank,
    );
    const inserted = await tx
      .insert(timeEntries)
      .values(
        days.map((day, index) => ({
          companyId: employee.companyId,
          employeeId: employee.id,
          date: day.date,
          type: entry.type,
          hours: day.hours,
          startTime: timed ? (entry.startTime ?? null) : null,
          endTime: timed ? (entry.endTime ?? null) : null,
          breakWasIncluded: timed ? entry.breakWasIncluded : false,
          clockedBreakMinutes,
          note: entry.note,
          toTimeBank,
          absenceKind: kinds[index] ?? null,
          withPay: entry.withPay ?? null,
        })),
      )
      .returning();
    await tx.insert(timeEntryChanges).values(
      inserted.map((row) => ({
        companyId: employee.companyId,
        employeeId: employee.id,
        date: row.date,
        entryId: row.id,
        action: actor.kind === 'admin' ? 'create_entry' : 'add_entry',
        authorUserId: actor.userId,
        authorName: actor.authorName,
        type: row.type,
        hours: row.hours,
        previousHours: null,
      })),
    );
    await recordAudit(tx, actor, {
      action: 'timereg.entry.add',
      entityType: 'employee',
      entityId: employee.id,
      details: { entries: inserted.map((row) => ({ id: row.id, date: row.date, type: row.type })) },
    });
    await recomputeWarnings(tx, employee.companyId, employee.id, danishToday(now));
    return { entries: inserted.map(toEntryDto) };
  });
}
