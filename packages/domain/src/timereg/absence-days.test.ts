import { describe, expect, it } from 'vitest';
import { type ExpandAbsenceInput, expandAbsence, MAX_ABSENCE_DAYS } from './absence-days';
import { DEFAULT_TIME_LOG_SETTING, DEFAULT_WEEKLY_SCHEDULE } from './time-log-settings';
import type { TimeLogSetting } from './time-log-types';

function setting(overrides: Partial<TimeLogSetting>): TimeLogSetting {
  return {
    ...DEFAULT_TIME_LOG_SETTING,
    weeklySchedule: DEFAULT_WEEKLY_SCHEDULE.map((day) => ({ ...day })),
    ...overrides,
  };
}

const none = { settings: {} };

function dates(input: ExpandAbsenceInput): string[] {
  return expandAbsence(input).map((day) => day.date);
}

describe('expandAbsence (time-registration §5)', () => {
  it('gives a holiday week as five working days of 7.5 hours, Friday included', () => {
    expect(expandAbsence({ ...none, type: 'holiday', from: '2025-03-24', to: '2025-03-30' })).toEqual([
      { date: '2025-03-24', hours: 7.5 },
      { date: '2025-03-25', hours: 7.5 },
      { date: '2025-03-26', hours: 7.5 },
      { date: '2025-03-27', hours: 7.5 },
      { date: '2025-03-28', hours: 7.5 },
    ]);
  });

  it('gives sick leave and time off the scheduled hours of each day', () => {
    expect(expandAbsence({ ...none, type: 'sickLeave', from: '2025-03-27', to: '2025-03-31' })).toEqual([
      { date: '2025-03-27', hours: 7.5 },
      { date: '2025-03-28', hours: 7 },
      { date: '2025-03-31', hours: 7.5 },
    ]);
    expect(expandAbsence({ ...none, type: 'timeOff', from: '2025-03-28', to: '2025-03-28' })).toEqual([
      { date: '2025-03-28', hours: 7 },
    ]);
  });

  it('skips a public holiday inside a multi-day holiday (Kristi himmelfartsdag 2025-05-29)', () => {
    expect(dates({ ...none, type: 'holiday', from: '2025-05-26', to: '2025-06-01' })).toEqual([
      '2025-05-26',
      '2025-05-27',
      '2025-05-28',
      '2025-05-30',
    ]);
  });

  it('skips the Easter holidays, which move from year to year', () => {
    // 2025: 17, 18 and 21 April are holidays.
    expect(dates({ ...none, type: 'holiday', from: '2025-04-14', to: '2025-04-25' })).toEqual([
      '2025-04-14',
      '2025-04-15',
      '2025-04-16',
      '2025-04-22',
      '2025-04-23',
      '2025-04-24',
      '2025-04-25',
    ]);
    // 2026: 2, 3 and 6 April.
    expect(dates({ ...none, type: 'holiday', from: '2026-03-30', to: '2026-04-10' })).toEqual([
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2026-04-07',
      '2026-04-08',
      '2026-04-09',
      '2026-04-10',
    ]);
  });

  it('crosses a year boundary, skipping the Christmas holidays and New Year', () => {
    expect(dates({ ...none, type: 'holiday', from: '2025-12-22', to: '2026-01-04' })).toEqual([
      '2025-12-22',
      '2025-12-23',
      '2025-12-24',
      '2025-12-29',
      '2025-12-30',
      '2025-12-31',
      '2026-01-02',
    ]);
  });

  it('skips company days off, given as a list or a set', () => {
    const list = { ...none, companyDaysOff: ['2025-12-24', '2025-12-31'] };
    expect(dates({ ...list, type: 'holiday', from: '2025-12-22', to: '2025-12-31' })).toEqual([
      '2025-12-22',
      '2025-12-23',
      '2025-12-29',
      '2025-12-30',
    ]);
    expect(
      dates({
        ...none,
        companyDaysOff: new Set(['2025-06-05']),
        type: 'sickLeave',
        from: '2025-06-04',
        to: '2025-06-06',
      }),
    ).toEqual(['2025-06-04', '2025-06-06']);
  });

  it('follows the norm week in force on each day when the setting changes mid-absence', () => {
    // From Wednesday 2025-03-05 Friday is off and Monday–Thursday are 07:00–15:00 with no break (8 h).
    const fourDays = setting({
      createdDate: '2025-03-05',
      breakDuration: 0,
      weeklySchedule: DEFAULT_WEEKLY_SCHEDULE.map((day) =>
        day.day <= 4 ? { ...day, from: '07:00', end: '15:00' } : { ...day, notWorking: true },
      ),
    });
    const settings = { company: [fourDays] };
    expect(expandAbsence({ settings, type: 'sickLeave', from: '2025-02-28', to: '2025-03-07' })).toEqual([
      { date: '2025-02-28', hours: 7 },
      { date: '2025-03-03', hours: 7.5 },
      { date: '2025-03-04', hours: 7.5 },
      { date: '2025-03-05', hours: 8 },
      { date: '2025-03-06', hours: 8 },
    ]);
    // A holiday is 7.5 h per day whatever the norm.
    expect(
      expandAbsence({ settings, type: 'holiday', from: '2025-03-05', to: '2025-03-07' }).map(
        (day) => day.hours,
      ),
    ).toEqual([7.5, 7.5]);
  });

  it('prefers the employee’s individual week over the company’s', () => {
    const weekendOnly = setting({
      createdDate: '2025-01-01',
      weeklySchedule: DEFAULT_WEEKLY_SCHEDULE.map((day) => ({ ...day, notWorking: day.day < 6 })),
    });
    expect(
      dates({
        settings: { individual: [weekendOnly], company: [] },
        type: 'timeOff',
        from: '2025-03-24',
        to: '2025-03-30',
      }),
    ).toEqual(['2025-03-29', '2025-03-30']);
  });

  it('does not change the hours on the daylight-saving Sundays', () => {
    const everyDay = setting({
      weeklySchedule: DEFAULT_WEEKLY_SCHEDULE.map((day) => ({ ...day, notWorking: false })),
    });
    const settings = { company: [everyDay] };
    expect(expandAbsence({ settings, type: 'sickLeave', from: '2025-03-29', to: '2025-03-31' })).toEqual([
      { date: '2025-03-29', hours: 7.5 },
      { date: '2025-03-30', hours: 7.5 },
      { date: '2025-03-31', hours: 7.5 },
    ]);
    expect(
      expandAbsence({ settings, type: 'sickLeave', from: '2025-10-26', to: '2025-10-26' }).map(
        (day) => day.hours,
      ),
    ).toEqual([7.5]);
  });

  it('uses the schedule for paid-hourly staff, without a break', () => {
    const hourly = setting({ isPaidHourly: true });
    expect(
      expandAbsence({
        settings: { individual: [hourly] },
        type: 'sickLeave',
        from: '2025-03-27',
        to: '2025-03-28',
      }),
    ).toEqual([
      { date: '2025-03-27', hours: 8 },
      { date: '2025-03-28', hours: 7.5 },
    ]);
  });

  it('returns no days when every day is skipped', () => {
    expect(expandAbsence({ ...none, type: 'holiday', from: '2025-03-29', to: '2025-03-30' })).toEqual([]);
    expect(expandAbsence({ ...none, type: 'holiday', from: '2025-05-29', to: '2025-05-29' })).toEqual([]);
  });

  it('refuses work and overtime, which cannot span days', () => {
    expect(() => expandAbsence({ ...none, type: 'work', from: '2025-03-24', to: '2025-03-25' })).toThrow(
      RangeError,
    );
    expect(() => expandAbsence({ ...none, type: 'overtime', from: '2025-03-24', to: '2025-03-24' })).toThrow(
      RangeError,
    );
  });

  it('refuses a first day after the last day and malformed dates', () => {
    expect(() => expandAbsence({ ...none, type: 'holiday', from: '2025-03-25', to: '2025-03-24' })).toThrow(
      RangeError,
    );
    expect(() => expandAbsence({ ...none, type: 'holiday', from: '2025-02-29', to: '2025-03-24' })).toThrow(
      RangeError,
    );
  });

  it(`caps the span at ${MAX_ABSENCE_DAYS} days, both ends included`, () => {
    expect(
      expandAbsence({ ...none, type: 'sickLeave', from: '2025-01-01', to: '2026-01-01' }).length,
    ).toBeGreaterThan(200);
    expect(() => expandAbsence({ ...none, type: 'sickLeave', from: '2025-01-01', to: '2026-01-02' })).toThrow(
      RangeError,
    );
    expect(() => expandAbsence({ ...none, type: 'holiday', from: '2025-01-01', to: '2205-01-01' })).toThrow(
      RangeError,
    );
  });
});
