import { z } from 'zod';
import { addDays, type IsoDate } from '../dates/calendar';
import { copenhagenClock } from '../notifications/sending-window';

/**
 * 'Påmindelse om manglende registrering' (issue 26, decision 040): the company's choice of how an employee who
 * registers time is reminded at 09:00 of a workday without any registration. Web push is not built yet: when it
 * is, 'push' joins this list (the column is text, so no migration), and the settings page offers it.
 */
export const MISSING_ENTRY_REMINDERS = ['off', 'in-app', 'e-mail'] as const;
export type MissingEntryReminder = (typeof MISSING_ENTRY_REMINDERS)[number];

/** In the app until the company chooses: a nudge in the bell, not a mail every morning. */
export const DEFAULT_MISSING_ENTRY_REMINDER: MissingEntryReminder = 'in-app';

export const MISSING_ENTRY_REMINDER_LABELS: Record<MissingEntryReminder, string> = {
  off: 'Fra',
  'in-app': 'I appen',
  'e-mail': 'E-mail',
};

export const MISSING_ENTRY_REMINDER_MESSAGES = {
  invalid: 'Vælg Fra, I appen eller E-mail.',
  saved: 'Påmindelsen er gemt.',
} as const;

/** PUT /api/timereg/missing-entry-reminder. */
export const missingEntryReminderSchema = z.object({
  reminder: z.enum(MISSING_ENTRY_REMINDERS, { message: MISSING_ENTRY_REMINDER_MESSAGES.invalid }),
});
export type MissingEntryReminderUpdate = z.infer<typeof missingEntryReminderSchema>;

/** A stored value read back: anything unknown (a value from a later version) counts as the default. */
export function parseMissingEntryReminder(value: string | null | undefined): MissingEntryReminder {
  return (MISSING_ENTRY_REMINDERS as readonly string[]).includes(value ?? '')
    ? (value as MissingEntryReminder)
    : DEFAULT_MISSING_ENTRY_REMINDER;
}

/** The Copenhagen hour from which the day's reminder is sent. */
export const MISSING_ENTRY_REMINDER_HOUR = 9;

/** How far back the previous workday is looked for (Easter and Christmas with the company's days off fit). */
const LOOKBACK_DAYS = 14;

/** Whether `at` is at or after 09:00 Copenhagen time (the scan runs all day; the reminder starts at nine). */
export function isMissingEntryReminderTime(at: Date): boolean {
  return copenhagenClock(at).hour >= MISSING_ENTRY_REMINDER_HOUR;
}

/**
 * The day an employee is reminded of on `today`: their previous workday, when `today` is a workday for them too
 * (so nobody is reminded on a weekend or a public holiday, and Monday reminds of Friday). `isWorkday` is the
 * employee's norm week with public holidays and the company's days off taken out. Null: no reminder today.
 */
export function missingEntryDate(today: IsoDate, isWorkday: (date: IsoDate) => boolean): IsoDate | null {
  if (!isWorkday(today)) return null;
  for (let back = 1; back <= LOOKBACK_DAYS; back += 1) {
    const date = addDays(today, -back);
    if (isWorkday(date)) return date;
  }
  return null;
}
