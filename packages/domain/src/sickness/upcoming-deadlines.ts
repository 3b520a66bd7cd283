import { addDays, type IsoDate } from '../dates/calendar';
import type { DeadlineKind } from './sick-periods';

/** Issue 29: the deadlines are shown (and later notified) a week before and on the day. */
export const DEADLINE_NOTICE_DAYS = 7;

export interface UpcomingSickDeadline {
  employeeId: string;
  employeeName: string;
  kind: DeadlineKind;
  date: IsoDate;
  /** The deadline is today. */
  dueToday: boolean;
}

/**
 * The dashboard's 'Sygefravær: frister' (issue 29): every deadline of the open periods from today to a week
 * ahead, the nearest first. A period with no employer period has no 'Arbejdsgiverperioden slutter'.
 */
export function upcomingSickDeadlines(
  periods: readonly {
    employeeId: string;
    employeeName: string;
    conversationDueBy: IsoDate;
    employerPeriodEndsOn: IsoDate | null;
    nemRefusionReportBy: IsoDate;
  }[],
  today: IsoDate,
): UpcomingSickDeadline[] {
  const last = addDays(today, DEADLINE_NOTICE_DAYS);
  const items: UpcomingSickDeadline[] = [];
  for (const period of periods) {
    const dates: [DeadlineKind, IsoDate | null][] = [
      ['conversation', period.conversationDueBy],
      ['employerPeriod', period.employerPeriodEndsOn],
      ['nemRefusion', period.nemRefusionReportBy],
    ];
    for (const [kind, date] of dates) {
      if (date === null || date < today || date > last) continue;
      items.push({
        employeeId: period.employeeId,
        employeeName: period.employeeName,
        kind,
        date,
        dueToday: date === today,
      });
    }
  }
  return items.sort(
    (a, b) => a.date.localeCompare(b.date) || a.employeeName.localeCompare(b.employeeName, 'da'),
  );
}
