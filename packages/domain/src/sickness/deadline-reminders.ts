import { daysBetween, type IsoDate } from '../dates/calendar';
import { DEADLINE_NOTICE_DAYS, type UpcomingSickDeadline } from './upcoming-deadlines';

/**
 * When an admin is reminded of a deadline (decision 068): 'week' within the week before it (from 7 days before, or
 * the first day after that the deadline is known), 'day' on the day itself. Each once.
 */
export type DeadlineReminderPoint = 'week' | 'day';

export interface AbsenceDeadlineReminder extends UpcomingSickDeadline {
  point: DeadlineReminderPoint;
  /** Calendar days from today to the deadline: 0 on the day, 1–7 before it. */
  daysLeft: number;
  /**
   * Names the deadline and the reminder point: employee, kind, date and point. The date is part of it, so a
   * deadline that moves (Barsel's leave extended, a sick period found to start earlier) is a new deadline with
   * reminders of its own, and the old date — no longer computed — is never reminded of again.
   */
  dedupeKey: string;
}

/**
 * The reminders due on `today` for the deadlines of `upcomingAbsenceDeadlines` (the dashboard's 'Sygefravær og
 * barsel: frister', the same week ahead): a deadline within the coming week gets its 'week' reminder, one due
 * today its 'day' reminder. A deadline already past is never reminded of, so a deadline first seen after its date
 * sends nothing, and one first seen inside the week gets one 'week' reminder, not one per day.
 */
export function absenceDeadlineReminders(
  deadlines: readonly UpcomingSickDeadline[],
  today: IsoDate,
): AbsenceDeadlineReminder[] {
  return deadlines.flatMap((deadline) => {
    const daysLeft = daysBetween(today, deadline.date);
    if (daysLeft < 0 || daysLeft > DEADLINE_NOTICE_DAYS) return [];
    const point: DeadlineReminderPoint = daysLeft === 0 ? 'day' : 'week';
    return [
      {
        ...deadline,
        point,
        daysLeft,
        dedupeKey: `absence-deadline:${deadline.employeeId}:${deadline.kind}:${deadline.date}:${point}`,
      },
    ];
  });
}
