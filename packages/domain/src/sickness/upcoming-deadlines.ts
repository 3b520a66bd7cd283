import { addDays, type IsoDate } from '../dates/calendar';
import type { DeadlineKind } from './sick-periods';

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
}

/**
 * The dashboard's deadline block (issue 29; Barsel's refusion request, decision 056): every deadline of the open
 * sick periods and of the Barsel periods whose company pays salary, from today to a week ahead, the nearest first.
 * A sick period with no employer period has no 'Arbejdsgiverperioden slutter'; Barsel without salary has no deadline.
 */
export function upcomingAbsenceDeadlines(
  input: {
    sickPeriods: readonly {
      employeeId: string;
      employeeName: string;
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
    provisional = false,
  ) => {
    if (date === null || date < today || date > last) return;
    items.push({
      employeeId: person.employeeId,
      employeeName: person.employeeName,
      kind,
      date,
      dueToday: date === today,
      provisional,
    });
  };
  for (const period of input.sickPeriods) {
    add(period, 'conversation', period.conversationDueBy);
    add(period, 'employerPeriod', period.employerPeriodEndsOn);
    add(period, 'nemRefusion', period.nemRefusionReportBy);
  }
  for (const period of input.parentalLeave)
    add(period, 'parentalRefusion', period.refusionRequestBy, period.ongoing === true);
  return items.sort(
    (a, b) => a.date.localeCompare(b.date) || a.employeeName.localeCompare(b.employeeName, 'da'),
  );
}
