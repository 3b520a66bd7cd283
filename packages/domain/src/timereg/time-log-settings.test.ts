import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIME_LOG_SETTING,
  DEFAULT_WEEKLY_SCHEDULE,
  type NormOptions,
  normEntry,
  normHours,
  normHoursForPeriod,
  scheduleDayOf,
  scheduledHours,
  settingInForce,
} from './time-log-settings';
import type { TimeLogSetting } from './time-log-types';
import { timeLogSettingSchema } from './time-log-types';

function setting(overrides: Partial<TimeLogSetting> = {}): TimeLogSetting {
  return {
    ...DEFAULT_TIME_LOG_SETTING,
    weeklySchedule: DEFAULT_WEEKLY_SCHEDULE.map((day) => ({ ...day })),
    ...overrides,
  };
}

/** A four-day week, Monday to Thursday 07:00–15:00 (7.5 h with the break), Friday off. */
function fourDayWeek(createdDate: string): TimeLogSetting {
  return setting({
    createdDate,
    weeklySchedule: DEFAULT_WEEKLY_SCHEDULE.map((day) =>
      day.day <= 4 ? { ...day, from: '07:00', end: '15:00' } : { ...day, notWorking: true },
    ),
  });
}

/** The default week with the weekend worked too: 6 × 7.5 h plus Friday's 7 h = 52 h. */
const everyDay = setting({
  weeklySchedule: DEFAULT_WEEKLY_SCHEDULE.map((day) => ({ ...day, notWorking: false })),
});

describe('the defaults (time-registration §4, §9)', () => {
  it('is Monday–Thursday 08:00–16:00, Friday 08:00–15:30, weekend off', () => {
    expect(
      DEFAULT_WEEKLY_SCHEDULE.map((day) => [day.day, day.notWorking ? 'fri' : `${day.from}-${day.end}`]),
    ).toEqual([
      [1, '08:00-16:00'],
      [2, '08:00-16:00'],
      [3, '08:00-16:00'],
      [4, '08:00-16:00'],
      [5, '08:00-15:30'],
      [6, 'fri'],
      [7, 'fri'],
    ]);
  });

  it('has a 30-minute unpaid break, salaried, from 2024-08-05, and is a valid setting', () => {
    expect(DEFAULT_TIME_LOG_SETTING).toMatchObject({
      breakDuration: 30,
      paidBreak: false,
      isPaidHourly: false,
      createdDate: '2024-08-05',
    });
    expect(timeLogSettingSchema.safeParse(DEFAULT_TIME_LOG_SETTING).success).toBe(true);
  });

  it('cannot be changed by accident', () => {
    expect(Object.isFrozen(DEFAULT_TIME_LOG_SETTING)).toBe(true);
    expect(Object.isFrozen(DEFAULT_WEEKLY_SCHEDULE)).toBe(true);
    expect(Object.isFrozen(DEFAULT_WEEKLY_SCHEDULE[0])).toBe(true);
  });
});

describe('settingInForce (docs/rules/timereg.md#ruling-13)', () => {
  const companyOld = setting({ createdDate: '2024-09-01', breakDuration: 45 });
  const companyNew = setting({ createdDate: '2025-03-05', breakDuration: 15 });
  const individual = setting({ createdDate: '2025-01-15', breakDuration: 0 });

  it('falls back to the default when nothing is saved or nothing is in force yet', () => {
    expect(settingInForce({}, '2025-01-01')).toBe(DEFAULT_TIME_LOG_SETTING);
    expect(settingInForce({ individual: null, company: null }, '2025-01-01')).toBe(DEFAULT_TIME_LOG_SETTING);
    expect(settingInForce({ company: [companyOld] }, '2024-08-31')).toBe(DEFAULT_TIME_LOG_SETTING);
  });

  it('takes the latest company setting created on or before the day', () => {
    const company = [companyOld, companyNew];
    expect(settingInForce({ company }, '2024-09-01')).toBe(companyOld);
    expect(settingInForce({ company }, '2025-03-04')).toBe(companyOld);
    expect(settingInForce({ company }, '2025-03-05')).toBe(companyNew);
  });

  it("lets a setting saved later with an earlier 'Gælder fra' replace the older one from that date (issue 23)", () => {
    // companyOld saved after companyNew, applying from 2024-09-01: it replaces companyNew from then on.
    expect(settingInForce({ company: [companyNew, companyOld] }, '2025-06-01')).toBe(companyOld);
    expect(settingInForce({ company: [companyNew, companyOld] }, '2024-08-31')).toBe(
      DEFAULT_TIME_LOG_SETTING,
    );
    // A new part-timer (start 2025-01-06) whose own norm is saved on 2025-03-10 with 'Gælder fra' their start date:
    // their past weeks take it, not the company's 37 hours.
    const partTime = setting({ createdDate: '2025-01-06', breakDuration: 0 });
    const sources = { individual: [partTime], company: [companyOld] };
    expect(settingInForce(sources, '2025-01-05')).toBe(companyOld);
    expect(settingInForce(sources, '2025-01-06')).toBe(partTime);
    expect(settingInForce(sources, '2025-02-01')).toBe(partTime);
  });

  it('applies a setting changed mid-week from its createdDate on, not to the whole week', () => {
    // 2025-03-05 is a Wednesday: Monday and Tuesday of that week keep the old setting.
    const company = [companyOld, companyNew];
    expect(settingInForce({ company }, '2025-03-03').breakDuration).toBe(45);
    expect(settingInForce({ company }, '2025-03-04').breakDuration).toBe(45);
    expect(settingInForce({ company }, '2025-03-05').breakDuration).toBe(15);
    expect(settingInForce({ company }, '2025-03-07').breakDuration).toBe(15);
  });

  it('prefers the individual setting in force, even over a newer company setting', () => {
    const sources = { individual: [individual], company: [companyOld, companyNew] };
    expect(settingInForce(sources, '2025-01-14')).toBe(companyOld);
    expect(settingInForce(sources, '2025-01-15')).toBe(individual);
    expect(settingInForce(sources, '2025-06-01')).toBe(individual);
  });

  it('lets the later of two settings saved the same day win', () => {
    const first = setting({ createdDate: '2025-02-01', breakDuration: 10 });
    const second = setting({ createdDate: '2025-02-01', breakDuration: 20 });
    expect(settingInForce({ company: [first, second] }, '2025-02-01')).toBe(second);
  });

  it('reads a createdDate stored as a timestamp by its date', () => {
    const stamped = setting({ createdDate: '2025-02-01T09:30:00.000Z' });
    expect(settingInForce({ company: [stamped] }, '2025-01-31')).toBe(DEFAULT_TIME_LOG_SETTING);
    expect(settingInForce({ company: [stamped] }, '2025-02-01')).toBe(stamped);
  });

  it('refuses a malformed date', () => {
    expect(() => settingInForce({}, '2025-2-1')).toThrow(RangeError);
  });
});

describe('normEntry and scheduledHours', () => {
  it('gives the norm of the weekday', () => {
    // 2025-03-24 is a Monday.
    expect(normEntry(DEFAULT_TIME_LOG_SETTING, '2025-03-24')).toEqual({
      isPaidHourly: false,
      notWorking: false,
      from: '08:00',
      end: '16:00',
    });
    expect(normEntry(DEFAULT_TIME_LOG_SETTING, '2025-03-28')).toMatchObject({ from: '08:00', end: '15:30' });
    expect(normEntry(DEFAULT_TIME_LOG_SETTING, '2025-03-29').notWorking).toBe(true);
    expect(normEntry(setting({ isPaidHourly: true }), '2025-03-24').isPaidHourly).toBe(true);
  });

  it('subtracts the unpaid break: 7.5 Monday–Thursday, 7 Friday, 0 at the weekend', () => {
    expect(scheduledHours(DEFAULT_TIME_LOG_SETTING, '2025-03-24')).toBe(7.5);
    expect(scheduledHours(DEFAULT_TIME_LOG_SETTING, '2025-03-27')).toBe(7.5);
    expect(scheduledHours(DEFAULT_TIME_LOG_SETTING, '2025-03-28')).toBe(7);
    expect(scheduledHours(DEFAULT_TIME_LOG_SETTING, '2025-03-29')).toBe(0);
    expect(scheduledHours(DEFAULT_TIME_LOG_SETTING, '2025-03-30')).toBe(0);
  });

  it('does not subtract a paid break, nor any break for paid-hourly staff', () => {
    expect(scheduledHours(setting({ paidBreak: true }), '2025-03-24')).toBe(8);
    expect(scheduledHours(setting({ isPaidHourly: true }), '2025-03-24')).toBe(8);
  });

  it('runs a night norm over midnight and reads an empty day as 0', () => {
    const nights = setting({
      weeklySchedule: DEFAULT_WEEKLY_SCHEDULE.map((day) => ({ ...day, from: '22:00', end: '06:00' })),
    });
    expect(scheduledHours(nights, '2025-03-24')).toBe(7.5);
    const empty = setting({
      weeklySchedule: DEFAULT_WEEKLY_SCHEDULE.map((day) => ({ ...day, from: '08:00', end: '08:00' })),
    });
    expect(scheduledHours(empty, '2025-03-24')).toBe(0);
  });

  it('is unchanged on the daylight-saving Sundays', () => {
    expect(scheduledHours(everyDay, '2025-03-30')).toBe(7.5);
    expect(scheduledHours(everyDay, '2025-10-26')).toBe(7.5);
  });

  it('finds a weekday by its day number, whatever the order of the list', () => {
    const shuffled = setting({
      weeklySchedule: [...DEFAULT_WEEKLY_SCHEDULE].reverse().map((day) => ({ ...day })),
    });
    expect(scheduleDayOf(shuffled, '2025-03-28')).toMatchObject({ day: 5, end: '15:30' });
    expect(scheduledHours(shuffled, '2025-03-28')).toBe(7);
  });
});

describe('normHours (time-registration §4)', () => {
  const base: NormOptions = { settings: {}, today: '2025-12-01' };

  it('counts a past working day with its scheduled hours', () => {
    expect(normHours('2025-03-24', base)).toBe(7.5);
    expect(normHours('2025-03-28', base)).toBe(7);
  });

  it('counts only days before today: not today, not the future', () => {
    const options = { ...base, today: '2025-03-26' };
    expect(normHours('2025-03-25', options)).toBe(7.5);
    expect(normHours('2025-03-26', options)).toBe(0);
    expect(normHours('2025-03-27', options)).toBe(0);
  });

  it('gives 0 for non-working days and public holidays', () => {
    expect(normHours('2025-03-29', base)).toBe(0);
    expect(normHours('2025-05-29', base)).toBe(0); // Kristi himmelfartsdag, a Thursday
    expect(normHours('2025-04-21', base)).toBe(0); // 2. påskedag, a Monday
    expect(normHours('2025-01-01', base)).toBe(0);
  });

  it('gives 0 for company days off, as a set or a list', () => {
    expect(normHours('2025-12-31', base)).toBe(0); // Not worked only because today is 2025-12-01.
    const options = { ...base, today: '2026-01-10', companyDaysOff: ['2025-12-24', '2025-12-31'] };
    expect(normHours('2025-12-24', options)).toBe(0);
    expect(normHours('2025-12-31', options)).toBe(0);
    expect(normHours('2025-12-30', options)).toBe(7.5);
    expect(normHours('2025-06-05', { ...base, companyDaysOff: new Set(['2025-06-05']) })).toBe(0);
    expect(normHours('2025-06-05', base)).toBe(7.5); // Grundlovsdag is a normal working day otherwise.
  });

  it('gives 0 before the time-registration start 2024-08-05', () => {
    expect(normHours('2024-08-02', base)).toBe(0);
    expect(normHours('2024-08-05', base)).toBe(7.5);
  });

  it('respects the employment: an employee starting mid-week, and one who left', () => {
    // Starts Wednesday 2025-03-05.
    const starter = { ...base, startDate: '2025-03-05' };
    expect(normHours('2025-03-03', starter)).toBe(0);
    expect(normHours('2025-03-04', starter)).toBe(0);
    expect(normHours('2025-03-05', starter)).toBe(7.5);
    expect(normHoursForPeriod('2025-03-03', '2025-03-09', starter)).toBe(22); // 7.5 + 7.5 + 7
    const leaver = { ...base, endDate: '2025-03-05' };
    expect(normHours('2025-03-05', leaver)).toBe(7.5);
    expect(normHours('2025-03-06', leaver)).toBe(0);
  });

  it('gives paid-hourly employees no norm time', () => {
    const options = {
      ...base,
      settings: { individual: [setting({ createdDate: '2025-01-01', isPaidHourly: true })] },
    };
    expect(normHours('2024-12-30', options)).toBe(7.5);
    expect(normHours('2025-01-02', options)).toBe(0);
    expect(normHoursForPeriod('2025-03-03', '2025-03-09', options)).toBe(0);
  });

  it('uses the setting in force on each day when it changes mid-week', () => {
    // From Wednesday 2025-03-05 a four-day week of 7.5 h days: Monday–Tuesday default (7.5 + 7.5),
    // Wednesday–Thursday 7.5 each, Friday off.
    const options = { ...base, settings: { company: [fourDayWeek('2025-03-05')] } };
    expect(normHours('2025-03-07', options)).toBe(0);
    expect(normHours('2025-02-28', options)).toBe(7);
    expect(normHoursForPeriod('2025-03-03', '2025-03-09', options)).toBe(30);
  });
});

describe('normHoursForPeriod', () => {
  const base: NormOptions = { settings: {}, today: '2026-02-01' };

  it('sums a normal week: 4 × 7.5 + 7 = 37', () => {
    expect(normHoursForPeriod('2025-03-24', '2025-03-30', base)).toBe(37);
  });

  it('skips the public holidays of Easter week 2025', () => {
    // 14–20 April 2025: Thursday and Friday are holidays.
    expect(normHoursForPeriod('2025-04-14', '2025-04-20', base)).toBe(22.5);
  });

  it('spans a year boundary', () => {
    // 2024-12-30 (Mon) 7.5, 12-31 (Tue) 7.5, 2025-01-01 holiday, 01-02 (Thu) 7.5, 01-03 (Fri) 7.
    expect(normHoursForPeriod('2024-12-30', '2025-01-05', base)).toBe(29.5);
  });

  it('is not changed by the daylight-saving weeks', () => {
    expect(
      normHoursForPeriod('2025-03-24', '2025-03-30', { ...base, settings: { company: [everyDay] } }),
    ).toBe(52);
    expect(
      normHoursForPeriod('2025-10-20', '2025-10-26', { ...base, settings: { company: [everyDay] } }),
    ).toBe(52);
  });

  it('stops before today and gives 0 for a reversed period or one before the start', () => {
    expect(normHoursForPeriod('2025-03-24', '2025-03-30', { ...base, today: '2025-03-26' })).toBe(15);
    expect(normHoursForPeriod('2025-03-30', '2025-03-24', base)).toBe(0);
    expect(normHoursForPeriod('2024-07-01', '2024-08-04', base)).toBe(0);
    expect(normHoursForPeriod('2024-07-01', '2024-08-11', base)).toBe(37);
  });

  it('handles a long open period quickly, counting only past days', () => {
    expect(normHoursForPeriod('2000-01-01', '2999-12-31', { ...base, today: '2024-08-12' })).toBe(37);
  });

  it('refuses malformed dates', () => {
    expect(() => normHoursForPeriod('2025-03-24', '2025-02-30', base)).toThrow(RangeError);
    expect(() => normHours('2025-03-24', { ...base, today: 'today' })).toThrow(RangeError);
  });
});
