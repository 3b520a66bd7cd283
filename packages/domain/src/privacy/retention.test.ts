import { describe, expect, it } from 'vitest';
import {
  addCalendarMonths,
  DEFAULT_RETENTION,
  formatRetentionMonths,
  hasLeft,
  isRetentionDue,
  RETENTION_MESSAGES,
  retentionDueOn,
  retentionKeptUntil,
  retentionSettingsSchema,
  timeRegistrationCutoff,
} from './retention';

function messagesOf(input: unknown): string[] {
  const parsed = retentionSettingsSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
}

describe('addCalendarMonths', () => {
  it('moves by whole months across years, both ways', () => {
    expect(addCalendarMonths('2026-01-31', 60)).toBe('2031-01-31');
    expect(addCalendarMonths('2026-03-15', -3)).toBe('2025-12-15');
    expect(addCalendarMonths('2026-11-01', 2)).toBe('2027-01-01');
  });

  it('puts a day the target month lacks on its last day', () => {
    expect(addCalendarMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addCalendarMonths('2024-02-29', 48)).toBe('2028-02-29');
    expect(addCalendarMonths('2026-08-31', 6)).toBe('2027-02-28');
  });

  it('refuses what is not a date', () => {
    expect(() => addCalendarMonths('2026-02-30', 1)).toThrow(RangeError);
  });
});

describe('the due date after the end date', () => {
  it('keeps exactly five years and anonymises from the day after', () => {
    expect(retentionKeptUntil('2026-01-31', 60)).toBe('2031-01-31');
    expect(retentionDueOn('2026-01-31', 60)).toBe('2031-02-01');
    expect(isRetentionDue('2026-01-31', 60, '2031-01-30')).toBe(false);
    expect(isRetentionDue('2026-01-31', 60, '2031-01-31')).toBe(false);
    expect(isRetentionDue('2026-01-31', 60, '2031-02-01')).toBe(true);
  });

  it('counts from a leap day to 28 February in a common year', () => {
    expect(retentionKeptUntil('2024-02-29', 60)).toBe('2029-02-28');
    expect(isRetentionDue('2024-02-29', 60, '2029-02-28')).toBe(false);
    expect(isRetentionDue('2024-02-29', 60, '2029-03-01')).toBe(true);
  });

  it('never runs out without an end date', () => {
    expect(retentionKeptUntil(null, 6)).toBeNull();
    expect(retentionDueOn(null, 6)).toBeNull();
    expect(isRetentionDue(null, 6, '2099-12-31')).toBe(false);
  });

  it('runs out after the shortest and the longest retention', () => {
    expect(isRetentionDue('2026-01-15', 6, '2026-07-15')).toBe(false);
    expect(isRetentionDue('2026-01-15', 6, '2026-07-16')).toBe(true);
    expect(isRetentionDue('2026-01-15', 120, '2036-01-15')).toBe(false);
    expect(isRetentionDue('2026-01-15', 120, '2036-01-16')).toBe(true);
  });
});

describe('timeRegistrationCutoff (docs/rules/timereg.md#ruling-14)', () => {
  it('keeps a month for five years after the month ends', () => {
    // January 2026 goes on 1 February 2031, not a day before.
    expect(timeRegistrationCutoff('2031-01-31', 60)).toBe('2026-01-01');
    expect(timeRegistrationCutoff('2031-02-01', 60)).toBe('2026-02-01');
  });

  it('is never shorter than five years, whatever it is given', () => {
    expect(timeRegistrationCutoff('2031-02-01', 6)).toBe('2026-02-01');
    expect(timeRegistrationCutoff('2031-02-01', 72)).toBe('2025-02-01');
  });

  it('handles a leap-year February', () => {
    expect(timeRegistrationCutoff('2029-03-01', 60)).toBe('2024-03-01');
    expect(timeRegistrationCutoff('2029-02-28', 60)).toBe('2024-02-01');
  });
});

describe('hasLeft', () => {
  it('is true only after the end date', () => {
    expect(hasLeft('2026-11-27', '2026-11-28')).toBe(true);
    expect(hasLeft('2026-11-28', '2026-11-28')).toBe(false);
    expect(hasLeft('2026-12-31', '2026-11-28')).toBe(false);
    expect(hasLeft(null, '2026-11-28')).toBe(false);
  });
});

describe('retentionSettingsSchema', () => {
  it('accepts the defaults and the bounds', () => {
    expect(messagesOf(DEFAULT_RETENTION)).toEqual([]);
    expect(
      messagesOf({ personalDataMonths: 6, agreementTextsMonths: 120, timeRegistrationMonths: 60 }),
    ).toEqual([]);
  });

  it('says in Danish what is wrong', () => {
    expect(
      messagesOf({ personalDataMonths: 5, agreementTextsMonths: 60, timeRegistrationMonths: 60 }),
    ).toEqual([RETENTION_MESSAGES.tooShort]);
    expect(
      messagesOf({ personalDataMonths: 60, agreementTextsMonths: 121, timeRegistrationMonths: 60 }),
    ).toEqual([RETENTION_MESSAGES.tooLong]);
    expect(
      messagesOf({ personalDataMonths: 60, agreementTextsMonths: 60, timeRegistrationMonths: 59 }),
    ).toEqual([RETENTION_MESSAGES.timeRegistrationTooShort]);
    expect(
      messagesOf({ personalDataMonths: 6.5, agreementTextsMonths: 60, timeRegistrationMonths: 60 }),
    ).toEqual([RETENTION_MESSAGES.wholeMonths]);
    expect(
      messagesOf({ personalDataMonths: '60', agreementTextsMonths: 60, timeRegistrationMonths: 60 }),
    ).toEqual([RETENTION_MESSAGES.wholeMonths]);
  });
});

describe('formatRetentionMonths', () => {
  it('says years and months in Danish', () => {
    expect(formatRetentionMonths(60)).toBe('5 år');
    expect(formatRetentionMonths(6)).toBe('6 måneder');
    expect(formatRetentionMonths(13)).toBe('1 år og 1 måned');
    expect(formatRetentionMonths(30)).toBe('2 år og 6 måneder');
  });
});
