import { describe, expect, it } from 'vitest';
import {
  breakToggleVisible,
  entryHours,
  minutesOfDay,
  quarterHourOptions,
  roundHours,
  roundUpToQuarter,
  shiftMinutes,
} from './entry-hours';

const work = {
  type: 'work' as const,
  breakMinutes: 30,
  breakIncluded: true,
  paidBreak: false,
  isPaidHourly: false,
};

describe('roundUpToQuarter (time-registration §5)', () => {
  it.each([
    ['08:00', '08:00'],
    ['08:01', '08:15'],
    ['08:07', '08:15'],
    ['08:14', '08:15'],
    ['08:15', '08:15'],
    ['08:16', '08:30'],
    ['08:46', '09:00'],
    ['00:00', '00:00'],
    ['23:45', '23:45'],
    ['23:46', '00:00'],
    ['23:59', '00:00'],
  ])('%s → %s', (time, rounded) => {
    expect(roundUpToQuarter(time)).toBe(rounded);
  });

  it.each(['24:00', '8:00', '08:60', '', 'x'])('refuses %j', (time) => {
    expect(() => roundUpToQuarter(time)).toThrow(RangeError);
  });
});

describe('quarterHourOptions', () => {
  it('lists the 96 quarter hours of a day, in order', () => {
    const options = quarterHourOptions();
    expect(options).toHaveLength(96);
    expect(options.slice(0, 5)).toEqual(['00:00', '00:15', '00:30', '00:45', '01:00']);
    expect(options.at(-1)).toBe('23:45');
    expect(new Set(options).size).toBe(96);
    for (const option of options) expect(roundUpToQuarter(option)).toBe(option);
  });

  it('returns a fresh array each time', () => {
    const first = quarterHourOptions();
    first.pop();
    expect(quarterHourOptions()).toHaveLength(96);
  });
});

describe('minutesOfDay and roundHours', () => {
  it('reads HH:mm as minutes after midnight', () => {
    expect(minutesOfDay('00:00')).toBe(0);
    expect(minutesOfDay('08:30')).toBe(510);
    expect(minutesOfDay('23:59')).toBe(1439);
  });

  it('rounds to 2 decimals without float noise', () => {
    expect(roundHours(440 / 60)).toBe(7.33);
    expect(roundHours(1.005)).toBe(1.01);
    expect(roundHours(0.1 + 0.2)).toBe(0.3);
    expect(roundHours(7.5)).toBe(7.5);
  });
});

describe('shiftMinutes', () => {
  it('reads an end at or before the start as the next day', () => {
    expect(shiftMinutes('22:00', '06:00')).toBe(480);
    expect(shiftMinutes('08:00', '08:00')).toBe(1440);
    expect(shiftMinutes('23:50', '00:05')).toBe(15);
  });

  it('decides over-midnight from the times as entered, not the rounded ones', () => {
    // Both round to 08:15: zero minutes, not 24 hours.
    expect(shiftMinutes('08:07', '08:10')).toBe(0);
    // 23:58 rounds to the midnight that ends the day.
    expect(shiftMinutes('22:00', '23:58')).toBe(120);
  });
});

describe('entryHours (time-registration §5)', () => {
  it('computes a normal day minus the included unpaid break', () => {
    expect(entryHours({ ...work, startTime: '08:00', endTime: '16:00' })).toBe(7.5);
    expect(entryHours({ ...work, startTime: '08:00', endTime: '15:30' })).toBe(7);
  });

  it('rounds start and end up to the quarter hour before subtracting', () => {
    // 08:15–16:15 minus 30.
    expect(entryHours({ ...work, startTime: '08:07', endTime: '16:01' })).toBe(7.5);
    // 08:00–16:00 exactly: nothing to round.
    expect(entryHours({ ...work, startTime: '08:00', endTime: '16:00', breakIncluded: false })).toBe(8);
    // 08:15–08:30 without break.
    expect(entryHours({ ...work, startTime: '08:14', endTime: '08:16', breakIncluded: false })).toBe(0.25);
  });

  it('keeps at most 2 decimals for an odd break', () => {
    // 8 h − 20 min = 7 h 40 min.
    expect(entryHours({ ...work, startTime: '08:00', endTime: '16:00', breakMinutes: 20 })).toBe(7.67);
  });

  it('runs a night shift over midnight', () => {
    expect(entryHours({ ...work, startTime: '22:00', endTime: '06:00', breakIncluded: false })).toBe(8);
    expect(entryHours({ ...work, startTime: '22:00', endTime: '06:00' })).toBe(7.5);
    expect(entryHours({ ...work, startTime: '23:50', endTime: '00:05', breakIncluded: false })).toBe(0.25);
    expect(entryHours({ ...work, startTime: '08:00', endTime: '08:00', breakIncluded: false })).toBe(24);
  });

  it('counts wall-clock hours on daylight-saving nights (no date is involved)', () => {
    // The nights of 2025-03-30 (an hour short) and 2025-10-26 (an hour long) still give 8 hours, as registered.
    expect(entryHours({ ...work, startTime: '22:00', endTime: '06:00', breakIncluded: false })).toBe(8);
    expect(entryHours({ ...work, startTime: '01:00', endTime: '04:00', breakIncluded: false })).toBe(3);
  });

  it('subtracts the break only when it is included', () => {
    expect(entryHours({ ...work, startTime: '08:00', endTime: '16:00', breakIncluded: false })).toBe(8);
    expect(entryHours({ ...work, startTime: '08:00', endTime: '16:00', breakIncluded: null })).toBe(8);
    expect(entryHours({ type: 'work', startTime: '08:00', endTime: '16:00', breakMinutes: 30 })).toBe(8);
  });

  it('never subtracts a paid break', () => {
    expect(entryHours({ ...work, startTime: '08:00', endTime: '16:00', paidBreak: true })).toBe(8);
  });

  it('never subtracts the break from overtime', () => {
    expect(entryHours({ ...work, type: 'overtime', startTime: '16:00', endTime: '19:00' })).toBe(3);
  });

  it('ignores the break for paid-hourly staff, whose toggle is hidden', () => {
    expect(entryHours({ ...work, isPaidHourly: true, startTime: '08:00', endTime: '16:00' })).toBe(8);
  });

  it('subtracts the break from a timed absence like from work', () => {
    expect(entryHours({ ...work, type: 'sickLeave', startTime: '08:00', endTime: '16:00' })).toBe(7.5);
  });

  it('never goes below 0: a break longer than the work gives 0', () => {
    expect(entryHours({ ...work, startTime: '08:00', endTime: '08:15', breakMinutes: 30 })).toBe(0);
    expect(entryHours({ ...work, startTime: '08:07', endTime: '08:10' })).toBe(0);
  });

  it('refuses malformed times and breaks', () => {
    expect(() => entryHours({ ...work, startTime: '8:00', endTime: '16:00' })).toThrow(RangeError);
    expect(() => entryHours({ ...work, startTime: '08:00', endTime: '24:00' })).toThrow(RangeError);
    expect(() => entryHours({ ...work, startTime: '08:00', endTime: '16:00', breakMinutes: -5 })).toThrow(
      RangeError,
    );
    expect(() => entryHours({ ...work, startTime: '08:00', endTime: '16:00', breakMinutes: 2.5 })).toThrow(
      RangeError,
    );
  });
});

describe('breakToggleVisible (§5: hidden for overtime, paid-hourly or paid-break)', () => {
  it.each([
    [{ type: 'work' }, true],
    [{ type: 'sickLeave' }, true],
    [{ type: 'overtime' }, false],
    [{ type: 'work', paidBreak: true }, false],
    [{ type: 'work', isPaidHourly: true }, false],
  ] as const)('%j → %s', (rules, visible) => {
    expect(breakToggleVisible(rules)).toBe(visible);
  });
});
