import { describe, expect, it } from 'vitest';
import {
  currentMonth,
  employeeOverview,
  employeeOverviewFromTotals,
  overviewCalendar,
  paidHourlyThroughout,
} from './overview';
import { DEFAULT_TIME_LOG_SETTING } from './time-log-settings';
import type { TimeEntry } from './time-log-types';

const entry = (date: string, type: TimeEntry['type'], hours: number): TimeEntry => ({
  id: `${date}-${type}`,
  date,
  type,
  hours,
});

describe('employeeOverview', () => {
  const norm = { settings: { company: [DEFAULT_TIME_LOG_SETTING] }, today: '2025-03-10' };

  it('sums a week of work against the norm of the default week and averages it per week', () => {
    const entries = ['2025-03-03', '2025-03-04', '2025-03-05', '2025-03-06'].map((date) =>
      entry(date, 'work', 7.5),
    );
    entries.push(entry('2025-03-07', 'work', 7));
    const result = employeeOverview({ entries, from: '2025-03-03', to: '2025-03-09', norm });
    expect(result.summary.work).toEqual({ count: 5, hours: 37 });
    expect(result.summary.normTime).toBe(37);
    expect(result.workingDays).toBe(5);
    expect(result.averageWeek).toBe(37);
    expect(result.weeks).toMatchObject([{ key: '10-2025', monday: '2025-03-03', hours: 37 }]);
  });

  it('leaves public holidays out of the working days, and holiday entries out of the work time', () => {
    // Week 22 of 2025: Kristi himmelfartsdag on Thursday 29 May.
    const entries = [entry('2025-05-26', 'work', 7.5), entry('2025-05-27', 'holiday', 7.5)];
    const result = employeeOverview({
      entries,
      from: '2025-05-26',
      to: '2025-06-01',
      norm: { ...norm, today: '2025-06-10' },
    });
    expect(result.workingDays).toBe(4);
    expect(result.summary.holidays.count).toBe(1);
    expect(result.summary.totalWorkTime).toBe(7.5);
    expect(result.weeks[0]).toMatchObject({ key: '22-2025', hours: 7.5 });
  });

  it('gives hourly-paid staff no norm but still working days to average over', () => {
    const hourly = { ...DEFAULT_TIME_LOG_SETTING, isPaidHourly: true };
    const result = employeeOverview({
      entries: [entry('2025-03-03', 'work', 10)],
      from: '2025-03-03',
      to: '2025-03-09',
      norm: { settings: { company: [hourly] }, today: '2025-03-10' },
    });
    expect(result.summary.normTime).toBe(0);
    expect(result.workingDays).toBe(5);
    expect(result.averageWeek).toBe(10);
  });
});

describe('currentMonth', () => {
  it('is the month holding today', () => {
    expect(currentMonth('2025-02-14')).toEqual({ from: '2025-02-01', to: '2025-02-28' });
    expect(currentMonth('2024-12-31')).toEqual({ from: '2024-12-01', to: '2024-12-31' });
  });
});

describe('employeeOverviewFromTotals', () => {
  it('gives the same result as the per-day computation', () => {
    const entries: TimeEntry[] = [
      entry('2025-03-03', 'work', 7.5),
      entry('2025-03-04', 'work', 8),
      entry('2025-03-04', 'overtime', 2),
      entry('2025-03-05', 'holiday', 7.5),
      entry('2025-03-05', 'holiday', 3),
      entry('2025-03-06', 'sickLeave', 7.5),
      entry('2025-03-10', 'timeOff', 4),
    ];
    const norm = { settings: { company: [DEFAULT_TIME_LOG_SETTING] }, today: '2025-03-20' };
    const perDay = employeeOverview({ entries, from: '2025-03-01', to: '2025-03-16', norm });
    const totals = {
      byType: {
        work: { count: 2, hours: 15.5 },
        overtime: { count: 1, hours: 2 },
        holiday: { count: 2, hours: 10.5 },
        sickLeave: { count: 1, hours: 7.5 },
        timeOff: { count: 1, hours: 4 },
        timeOffInLieu: { count: 0, hours: 0 },
      },
      holidayDays: 1,
      // The week of 2025-03-01 (a Saturday) first: its Monday is 2025-02-24.
      weekHours: [0, 17.5, 0],
      // Work, one holiday day at 7.5, sick leave and time off: what meets the norm (decision 029).
      creditWeekHours: [0, 30.5, 4],
      creditMonthHours: new Map([['2025-03', 34.5]]),
    };
    const fromTotals = employeeOverviewFromTotals({
      totals,
      from: '2025-03-01',
      to: '2025-03-16',
      norm,
      isPaidHourly: false,
    });
    expect(fromTotals).toEqual(perDay);
    // Norm 7.5+7.5+7.5+7.5+7 in the first week, 37 in the second (to the 16th, all before today).
    expect(perDay.weeks.map((week) => [week.normTime, week.plusMinus])).toEqual([
      [0, 0],
      [37, -6.5],
      [37, -33],
    ]);
    expect(perDay.plusMinus).toBe(-39.5);
    expect(perDay.months).toEqual([{ month: '2025-03', normTime: 74, plusMinus: -39.5 }]);
  });

  it('takes the absences of days without norm out of the credit, as the per-day rules do (docs/rules/timereg.md#ruling-30)', () => {
    // Sygdom on Saturday 2025-03-08 and Ferie on Sunday 2025-03-09 count 0; Sygdom on Monday 2025-03-10 counts.
    const entries: TimeEntry[] = [
      entry('2025-03-07', 'work', 7),
      entry('2025-03-08', 'sickLeave', 7.5),
      entry('2025-03-09', 'holiday', 7.5),
      entry('2025-03-10', 'sickLeave', 7.5),
    ];
    const norm = { settings: { company: [DEFAULT_TIME_LOG_SETTING] }, today: '2025-03-11' };
    const perDay = employeeOverview({ entries, from: '2025-03-07', to: '2025-03-10', norm });
    expect(perDay.plusMinus).toBe(0);
    expect(perDay.weeks.map((week) => week.plusMinus)).toEqual([0, 0]);
    const totals = {
      byType: {
        work: { count: 1, hours: 7 },
        overtime: { count: 0, hours: 0 },
        holiday: { count: 1, hours: 7.5 },
        sickLeave: { count: 2, hours: 15 },
        timeOff: { count: 0, hours: 0 },
        timeOffInLieu: { count: 0, hours: 0 },
      },
      holidayDays: 1,
      weekHours: [7, 0],
      creditWeekHours: [22, 7.5],
      creditMonthHours: new Map([['2025-03', 29.5]]),
      absenceCredits: new Map([
        ['2025-03-08', 7.5],
        ['2025-03-09', 7.5],
        ['2025-03-10', 7.5],
      ]),
    };
    const fromTotals = employeeOverviewFromTotals({
      totals,
      from: '2025-03-07',
      to: '2025-03-10',
      norm,
      isPaidHourly: false,
    });
    expect(fromTotals).toEqual(perDay);
    // Without the correction the weekend's 15 hours would be flex.
    const { absenceCredits, ...uncorrected } = totals;
    expect(absenceCredits.size).toBe(3);
    const wrong = employeeOverviewFromTotals({
      totals: uncorrected,
      from: '2025-03-07',
      to: '2025-03-10',
      norm,
      isPaidHourly: false,
    });
    expect(wrong.plusMinus).toBe(15);
  });

  it('tells when the pay form changes within the period', () => {
    const hourlyFrom = { ...DEFAULT_TIME_LOG_SETTING, isPaidHourly: true, createdDate: '2025-03-10' };
    const settings = { company: [DEFAULT_TIME_LOG_SETTING, hourlyFrom] };
    expect(paidHourlyThroughout(settings, '2025-03-01', '2025-03-09')).toBe(false);
    expect(paidHourlyThroughout(settings, '2025-03-10', '2025-03-31')).toBe(true);
    expect(paidHourlyThroughout(settings, '2025-03-01', '2025-03-31')).toBe('mixed');
  });
});

describe('overviewCalendar', () => {
  it('gives each day its weekday, ISO week and holiday, across a year boundary', () => {
    const days = overviewCalendar('2024-12-29', '2025-01-06');
    expect(days.map((day) => [day.date, day.weekday, day.weekKey, day.monday, day.isPublicHoliday])).toEqual([
      ['2024-12-29', 7, '52-2024', '2024-12-23', false],
      ['2024-12-30', 1, '1-2025', '2024-12-30', false],
      ['2024-12-31', 2, '1-2025', '2024-12-30', false],
      ['2025-01-01', 3, '1-2025', '2024-12-30', true],
      ['2025-01-02', 4, '1-2025', '2024-12-30', false],
      ['2025-01-03', 5, '1-2025', '2024-12-30', false],
      ['2025-01-04', 6, '1-2025', '2024-12-30', false],
      ['2025-01-05', 7, '1-2025', '2024-12-30', false],
      ['2025-01-06', 1, '2-2025', '2025-01-06', false],
    ]);
    expect(overviewCalendar('2025-03-31', '2025-03-30')).toEqual([]);
    // The spring DST change does not skip or repeat a day.
    expect(overviewCalendar('2025-03-29', '2025-03-31').map((day) => day.date)).toEqual([
      '2025-03-29',
      '2025-03-30',
      '2025-03-31',
    ]);
  });
});
