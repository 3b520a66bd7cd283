import { describe, expect, it } from 'vitest';
import { DATE_MESSAGES } from '../dates/calendar-date-schema';
import { companyDaysOffSchema, newTimeEntrySchema, TIMEREG_MESSAGES } from './timereg-contracts';

const messagesAt = (
  result: { error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) =>
  (result.error?.issues ?? [])
    .filter((issue) => issue.path.join('.') === field)
    .map((issue) => issue.message);

describe('the dates of time registration’s bodies are calendar dates', () => {
  it('refuses a registration in year 0000 or after 2100 with the shared message, once', () => {
    const yearZero = newTimeEntrySchema.safeParse({ type: 'timeOff', date: '0000-01-01', hours: 7.5 });
    expect(messagesAt(yearZero, 'date')).toEqual([DATE_MESSAGES.outOfRange]);
    // Not also 'Højst ét år ad gangen': the span is judged between real dates only.
    const farAway = newTimeEntrySchema.safeParse({
      type: 'holiday',
      date: '2025-03-03',
      toDate: '2101-01-01',
    });
    expect(messagesAt(farAway, 'toDate')).toEqual([DATE_MESSAGES.outOfRange]);
    const before = newTimeEntrySchema.safeParse({
      type: 'holiday',
      date: '2025-03-03',
      toDate: '0000-01-01',
    });
    expect(messagesAt(before, 'toDate')).toEqual([DATE_MESSAGES.outOfRange]);
  });

  it('keeps the registration’s own texts for a missing or impossible date', () => {
    const missing = newTimeEntrySchema.safeParse({ type: 'timeOff', date: ' ', hours: 7.5 });
    expect(messagesAt(missing, 'date')).toEqual([TIMEREG_MESSAGES.dateMissing]);
    const impossible = newTimeEntrySchema.safeParse({ type: 'timeOff', date: '2025-02-30', hours: 7.5 });
    expect(messagesAt(impossible, 'date')).toEqual([TIMEREG_MESSAGES.dateInvalid]);
    expect(
      newTimeEntrySchema.safeParse({ type: 'holiday', date: '2025-03-03', toDate: '2025-03-07' }).success,
    ).toBe(true);
  });

  it("refuses a company's day off in year 0000", () => {
    const result = companyDaysOffSchema.safeParse({ daysOff: [{ date: '0000-01-01', name: 'År nul' }] });
    expect(messagesAt(result, 'daysOff.0.date')).toEqual([DATE_MESSAGES.outOfRange]);
  });
});
