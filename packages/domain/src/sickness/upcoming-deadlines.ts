import { addDays, type IsoDate } from '../dates/calendar';
import { type DeadlineKind, periodReachesRefusion } from './sick-periods';

/** Issue 29: the deadlines are shown (and, decision 068, reminded of by e-mail) a week before and on the day. */
export const DEADLINE_NOTICE_DAYS = 7;

export interface UpcomingSickDeadline {
  employeeId: string;
  employeeName: string;
  kind: DeadlineKind;
  date: IsoDate;
  /** The deadline is today. */
  dueToday: boolean;
  /**
   * The deadline may still move: Barsel's refusion deadline while the leave is ongoing (decision 056, 'foreløbig,
   * orloven er ikke afsluttet'). A sick period's deadlines count from its first day and are never provisional.
   */
  provisional: boolean;
  /**
   * The deadline belongs to a sick period that has ended ('afsluttet sygeperiode', decision 071): only its
   * NemRefusion report is left, and the screens and the reminder say the period is over.
   */
  closedPeriod: boolean;
}

/**
 * The dashboard's deadline block (issue 29, decision 056): every deadline of the sick periods and of the Barsel
 * periods whose company pays salary, from today to a week ahead, the nearest first. A sick period with no employer
 * period has no 'Arbejdsgiverperioden slutter'; Barsel without salary has no deadline.
 *
 * A sick period that has ended (decision 071) keeps only its NemRefusion report, and only when it reached the days
 * refusion is paid for (`periodReachesRefusion`): the report is what the refusion hangs on, and a period that
 * ended within the employer period has no refusion to report. Its samtale is not listed — sygedagpengeloven § 7 a's
 * samtale is about how and when the sick employee returns, which the return has answered — nor the end of its
 * employer period, which ended with the sickness or has passed.
 */
export function upcomingAbsenceDeadlines(
  input: {
    sickPeriods: readonly {
      employeeId: string;
      employeeName: string;
      /** Null while the period is open. */
      lastDay: IsoDate | null;
      refusionFrom: IsoDate;
      conversationDueBy: IsoDate;
      employerPeriodEndsOn: IsoDate | null;
      nemRefusionReportBy: IsoDate;
    }[];
    parentalLeave: readonly {
      employeeId: string;
      employeeName: string;
      refusionRequestBy: IsoDate | null;
      /** The leave has not ended (decision 056): the deadline is provisional. */
      ongoing?: boolean;
    }[];
  },
  today: IsoDate,
): UpcomingSickDeadline[] {
  const last = addDays(today, DEADLINE_NOTICE_DAYS);
  const items: UpcomingSickDeadline[] = [];
  const add = (
    person: { employeeId: string; employeeName: string },
    kind: DeadlineKind,
    date: IsoDate | null,
    flags: { provisional?: boolean; closedPeriod?: boolean } = {},
  ) => {
    if (date === null || date < today || date > last) return;
    items.push({
      employeeId: person.employeeId,
      employeeName: person.employeeName,
      kind,
      date,
      dueToday: date === today,
      provisional: flags.provisional === true,
      closedPeriod: flags.closedPeriod === true,
    });
  };
  for (const period of input.sickPeriods) {
    if (period.lastDay !== null) {
      if (periodReachesRefusion(period))
        add(period, 'nemRefusion', period.nemRefusionReportBy, { closedPeriod: true });
      continue;
    }
    add(period, 'conversation', period.conversationDueBy);
    add(period, 'employerPeriod', period.employerPeriodEndsOn);
    add(period, 'nemRefusion', period.nemRefusionReportBy);
  }
  for (const period of input.parentalLeave)
    add(period, 'parentalRefusion', period.refusionRequestBy, { provisional: period.ongoing === true });
  return items.sort(
    (a, b) => a.date.localeCompare(b.date) || a.employeeName.localeCompare(b.employeeName, 'da'),
  );
}
