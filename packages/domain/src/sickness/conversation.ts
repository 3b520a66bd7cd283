import { addDays, type IsoDate } from '../dates/calendar';
import { formatDate } from '../format/format-date';

/** Issue 29 'Book sygefraværssamtale': the agreement type and title it books. */
export const SICKNESS_CONVERSATION_TYPE = 'Sygefraværssamtale' as const;

/**
 * The date the booking dialog starts with: a week from today, but never after `conversationDueBy` (the samtale is
 * held at the latest 4 weeks after the first day) and never before today.
 */
export function defaultConversationDate(conversationDueBy: IsoDate, today: IsoDate): IsoDate {
  const inAWeek = addDays(today, 7);
  if (conversationDueBy < today) return today;
  return inAWeek < conversationDueBy ? inAWeek : conversationDueBy;
}

/** The dialog's check: the samtale is booked on or before `conversationDueBy`; null when the date is fine. */
export function conversationDateError(date: IsoDate, conversationDueBy: IsoDate): string | null {
  return date > conversationDueBy
    ? `Sygefraværssamtalen skal holdes senest ${formatDate(conversationDueBy)}`
    : null;
}
