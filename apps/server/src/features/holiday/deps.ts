import type { Db } from '../../db/database';
import type { Mailer } from '../../integrations/mail/mailer';
import type { MemberContext } from '../../plugins/auth/request-context';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * What the holiday feature needs of time registration (decision 026): its rules for which days are working days
 * and its insertion and deletion paths, so an approved request makes the same registrations, change-log rows,
 * audit rows and warnings as 'Ny registrering'. The app wires it (src/holiday-timereg.ts); a feature never
 * reaches into another.
 */
export interface HolidayTimereg {
  /** The working days of the period for this employee (norm week, public holidays and company days off skipped). */
  workingDays(
    db: Db | Tx,
    companyId: string,
    employeeId: string,
    from: string,
    to: string,
  ): Promise<string[]>;
  /**
   * Registers the period's working days as holiday or time off, as an admin, except the dates in `skip` (days
   * that already have such a registration); 400 NO_WORKING_DAYS when none is left.
   */
  addAbsence(
    db: Db | Tx,
    ctx: MemberContext,
    input: {
      employeeId: string;
      type: 'holiday' | 'timeOff';
      from: string;
      to: string;
      note: string;
      skip?: readonly string[];
    },
  ): Promise<{ id: string; date: string }[]>;
  /** Deletes one registration as an admin (refused in an approved or locked week). */
  deleteEntry(db: Db | Tx, ctx: MemberContext, entryId: string): Promise<void>;
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
