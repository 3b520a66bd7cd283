import { describe, expect, it } from 'vitest';
import { isoWeekday } from '../dates/calendar';
import { isPublicHoliday } from '../dates/public-holidays';
import {
  DEFAULT_MISSING_ENTRY_REMINDER,
  isMissingEntryReminderTime,
  missingEntryDate,
  missingEntryReminderSchema,
  parseMissingEntryReminder,
} from './missing-entry-reminder';

/** Monday to Friday, public holidays off: the usual norm week. */
const weekdays = (date: string) => isoWeekday(date) <= 5 && !isPublicHoliday(date);

describe('missingEntryDate', () => {
  it('reminds on Tuesday of Monday', () => {
    expect(missingEntryDate('2026-11-24', weekdays)).toBe('2026-11-23');
  });

  it('reminds on Monday of Friday, never of the weekend', () => {
    expect(missingEntryDate('2026-11-30', weekdays)).toBe('2026-11-27');
  });

  it('sends nothing on a weekend or a public holiday', () => {
    expect(missingEntryDate('2026-11-28', weekdays)).toBeNull();
    expect(missingEntryDate('2026-11-29', weekdays)).toBeNull();
    expect(missingEntryDate('2026-12-25', weekdays)).toBeNull();
  });

  it('skips public holidays: the Tuesday after Easter reminds of the Wednesday before', () => {
    // 2026: Skærtorsdag 2 April, Langfredag 3 April, 2. påskedag 6 April.
    expect(missingEntryDate('2026-04-07', weekdays)).toBe('2026-04-01');
  });

  it("follows the employee's own week (Monday and Wednesday only)", () => {
    const mondayWednesday = (date: string) => [1, 3].includes(isoWeekday(date));
    expect(missingEntryDate('2026-11-25', mondayWednesday)).toBe('2026-11-23');
    expect(missingEntryDate('2026-11-30', mondayWednesday)).toBe('2026-11-25');
    expect(missingEntryDate('2026-11-24', mondayWednesday)).toBeNull();
  });

  it('finds nothing for a week without workdays', () => {
    expect(missingEntryDate('2026-11-24', (date) => date === '2026-11-24')).toBeNull();
  });
});

describe('isMissingEntryReminderTime', () => {
  it('is from 09:00 Copenhagen time, in winter and in summer', () => {
    expect(isMissingEntryReminderTime(new Date('2026-11-24T07:59:00Z'))).toBe(false); // 08:59
    expect(isMissingEntryReminderTime(new Date('2026-11-24T08:00:00Z'))).toBe(true); // 09:00
    expect(isMissingEntryReminderTime(new Date('2026-06-23T06:45:00Z'))).toBe(false); // 08:45
    expect(isMissingEntryReminderTime(new Date('2026-06-23T07:00:00Z'))).toBe(true); // 09:00
  });
});

describe('the setting', () => {
  it('accepts off, in-app and e-mail, and refuses anything else in Danish', () => {
    expect(missingEntryReminderSchema.safeParse({ reminder: 'e-mail' }).success).toBe(true);
    const refused = missingEntryReminderSchema.safeParse({ reminder: 'push' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Vælg Fra, I appen eller E-mail.');
  });

  it('reads an unknown stored value as the default', () => {
    expect(parseMissingEntryReminder('off')).toBe('off');
    expect(parseMissingEntryReminder('pigeon')).toBe(DEFAULT_MISSING_ENTRY_REMINDER);
  });
});
