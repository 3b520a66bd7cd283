import type { Db } from '../../db/database';
import type { Mailer } from '../../integrations/mail/mailer';
import type { MemberContext } from '../../plugins/auth/request-context';
import type { Writer } from '../../services/context';

/**
 * What the holiday feature needs of time registration (decision 026): its rules for which days are working days
 * and its insertion and deletion paths, so an approved request makes the same registrations, change-log rows,
 * audit rows and warnings as 'Ny registrering'. Time registration implements it
 * (features/timereg/holiday-absence.ts, exported by its public.ts) and the app wires it in; a feature never
 * reaches into another.
 */
export interface HolidayTimereg {
  /**
   * The days a request of the period spends, with the hours each registration carries: for ferie the feriedage of
   * docs/rules/holiday.md#ruling-31 (Monday to Friday, public holidays and company days off skipped, whatever the norm week; 0 hours on
   * a weekday outside the norm week), for feriefridage time registration's working days (the norm week in force).
   */
  requestDays(
    db: Writer,
    companyId: string,
    employeeId: string,
    type: 'holiday' | 'timeOff',
    from: string,
    to: string,
  ): Promise<{ date: string; hours: number }[]>;
  /** Which of `dates` lie in a week time registration keeps read-only (approved, locked, before the start). */
  lockedDays(db: Writer, companyId: string, employeeId: string, dates: readonly string[]): Promise<string[]>;
  /** Registers the days as holiday or time off, as an admin; 400 NO_WORKING_DAYS when there are none. */
  addAbsence(
    db: Writer,
    ctx: MemberContext,
    input: {
      employeeId: string;
      type: 'holiday' | 'timeOff';
      days: readonly { date: string; hours: number }[];
      note: string;
    },
  ): Promise<{ id: string; date: string }[]>;
  /** Deletes one registration as an admin (refused in an approved or locked week). */
  deleteEntry(db: Writer, ctx: MemberContext, entryId: string): Promise<void>;
}

/** What the holiday actions need besides the caller: handed in by the routes, never reached for. */
export interface HolidayDeps {
  db: Db;
  mailer: Mailer;
  timereg: HolidayTimereg;
  /** The app's address, for the link in the e-mail to the employee. */
  baseUrl: string;
  log: { error(details: object, message: string): void };
}
