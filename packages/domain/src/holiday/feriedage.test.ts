import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_LOG_SETTING, DEFAULT_WEEKLY_SCHEDULE } from '../timereg/time-log-settings';
import type { TimeLogSetting } from '../timereg/time-log-types';
import { danishDateList, feriedage, periodLockedMessage, workRegisteredMessage } from './feriedage';

/** A norm week working the ISO weekdays given (from 2024-08-05 on). */
function week(workdays: number[], createdDate = DEFAULT_TIME_LOG_SETTING.createdDate): TimeLogSetting {
  return {
    ...DEFAULT_TIME_LOG_SETTING,
    createdDate,
    weeklySchedule: DEFAULT_WEEKLY_SCHEDULE.map((day) => ({
      ...day,
      notWorking: !workdays.includes(day.day),
    })),
  };
}

describe('feriedage (docs/rules/holiday.md#ruling-31)', () => {
  it('a full-timer’s week of ferie is 5 feriedage of 7,5 hours; the weekend is no feriedag', () => {
    const days = feriedage({ from: '2026-11-02', to: '2026-11-08', settings: {} });
    expect(days.map((d) => [d.date, d.hours])).toEqual([
      ['2026-11-02', 7.5],
      ['2026-11-03', 7.5],
      ['2026-11-04', 7.5],
      ['2026-11-05', 7.5],
      ['2026-11-06', 7.5],
    ]);
  });

  it('a part-timer on Monday–Wednesday spends 5 feriedage too, with 0 hours on Thursday and Friday', () => {
    const days = feriedage({
      from: '2026-11-02',
      to: '2026-11-06',
      settings: { individual: [week([1, 2, 3])] },
    });
    expect(days).toHaveLength(5);
    expect(days.map((d) => d.hours)).toEqual([7.5, 7.5, 7.5, 0, 0]);
    expect(days.map((d) => d.normDay)).toEqual([true, true, true, false, false]);
  });

  it('a Saturday in the norm week is never a feriedag (ferieloven’s five-day week)', () => {
    const days = feriedage({
      from: '2026-11-02',
      to: '2026-11-08',
      settings: { individual: [week([2, 3, 4, 5, 6])] },
    });
    expect(days.map((d) => d.date)).toEqual([
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
    ]);
    expect(days[0]?.hours).toBe(0);
  });

  it('skips public holidays and company days off', () => {
    // Easter 2026: Maundy Thursday 2 April, Good Friday 3 April, Easter Monday 6 April.
    const days = feriedage({
      from: '2026-03-30',
      to: '2026-04-10',
      settings: {},
      companyDaysOff: ['2026-04-08'],
    });
    expect(days.map((d) => d.date)).toEqual([
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2026-04-07',
      '2026-04-09',
      '2026-04-10',
    ]);
    expect(
      feriedage({
        from: '2026-04-08',
        to: '2026-04-08',
        settings: {},
        companyDaysOff: new Set(['2026-04-08']),
      }),
    ).toEqual([]);
  });

  it('takes the hours from the norm week in force on each day', () => {
    const days = feriedage({
      from: '2026-11-02',
      to: '2026-11-06',
      settings: { individual: [week([1, 2, 3, 4, 5]), week([1, 2], '2026-11-04')] },
    });
    expect(days.map((d) => d.hours)).toEqual([7.5, 7.5, 0, 0, 0]);
  });

  it('is empty for a weekend or a period ending before it starts', () => {
    expect(feriedage({ from: '2026-11-07', to: '2026-11-08', settings: {} })).toEqual([]);
    expect(feriedage({ from: '2026-11-06', to: '2026-11-02', settings: {} })).toEqual([]);
  });
});

describe('the messages naming days', () => {
  it('lists dates in order, once each, with "og" before the last', () => {
    expect(danishDateList([])).toBe('');
    expect(danishDateList(['2026-11-02'])).toBe('02.11.2026');
    expect(danishDateList(['2026-11-03', '2026-11-02', '2026-11-03'])).toBe('02.11.2026 og 03.11.2026');
    expect(danishDateList(['2026-11-04', '2026-11-02', '2026-11-03'])).toBe(
      '02.11.2026, 03.11.2026 og 04.11.2026',
    );
  });

  it('docs/rules/timereg.md#ruling-30: approval over work names the days', () => {
    expect(workRegisteredMessage(['2026-11-03', '2026-11-02'])).toBe(
      'Der er registreret arbejde 02.11.2026 og 03.11.2026. Ret registreringerne eller forkort anmodningen først.',
    );
  });

  it('a request in a locked week names the days', () => {
    expect(periodLockedMessage(['2026-05-29'])).toBe(
      'Der kan ikke registreres ferie 29.05.2026: ugen er godkendt eller låst. Vælg en anden periode.',
    );
  });
});
