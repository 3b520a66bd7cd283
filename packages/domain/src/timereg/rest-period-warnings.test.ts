import { describe, expect, it } from 'vitest';
import type { TimeEntryType } from './entry-types';
import { restPeriodWarnings } from './rest-period-warnings';
import type { TimeEntry } from './time-log-types';

let nextId = 1;
function timed(
  date: string,
  startTime: string | null,
  endTime: string | null,
  type: TimeEntryType = 'work',
): TimeEntry {
  nextId += 1;
  return { id: `e${nextId}`, date, type, hours: 0, startTime, endTime };
}

function warning(value: number, fromDate: string, toDate: string) {
  return { type: '11HourWarning', value, fromDate, toDate };
}

describe('restPeriodWarnings (docs/rules/timereg.md#ruling-10)', () => {
  it('raises nothing for ordinary day shifts', () => {
    expect(
      restPeriodWarnings([timed('2025-03-03', '08:00', '16:00'), timed('2025-03-04', '08:00', '16:00')]),
    ).toEqual([]);
  });

  it('allows exactly 11 hours of rest', () => {
    expect(
      restPeriodWarnings([timed('2025-03-03', '12:00', '21:00'), timed('2025-03-04', '08:00', '16:00')]),
    ).toEqual([]);
  });

  it('warns at 10.75 hours of rest', () => {
    expect(
      restPeriodWarnings([timed('2025-03-03', '12:00', '21:15'), timed('2025-03-04', '08:00', '16:00')]),
    ).toEqual([warning(10.75, '2025-03-03', '2025-03-04')]);
  });

  it("measures from the previous day's LAST end to the next day's FIRST start", () => {
    const entries = [
      timed('2025-03-03', '08:00', '12:00'),
      timed('2025-03-03', '18:00', '22:30'), // last end
      timed('2025-03-03', '13:00', '16:00'),
      timed('2025-03-04', '12:00', '16:00'),
      timed('2025-03-04', '07:00', '09:00'), // first start
    ];
    expect(restPeriodWarnings(entries)).toEqual([warning(8.5, '2025-03-03', '2025-03-04')]);
  });

  it('counts a night shift over midnight as ending the next morning', () => {
    // 22:00–06:00 on the 1st ends 06:00 on the 2nd; work at 14:00 on the 2nd leaves 8 hours.
    expect(
      restPeriodWarnings([timed('2025-03-01', '22:00', '06:00'), timed('2025-03-02', '14:00', '22:00')]),
    ).toEqual([warning(8, '2025-03-01', '2025-03-02')]);
    // The same night followed by a night shift on the 2nd leaves 16 hours.
    expect(
      restPeriodWarnings([timed('2025-03-01', '22:00', '06:00'), timed('2025-03-02', '22:00', '06:00')]),
    ).toEqual([]);
  });

  it('reads an end equal to the start as a 24-hour shift, like the entry hours do', () => {
    expect(
      restPeriodWarnings([timed('2025-03-01', '08:00', '08:00'), timed('2025-03-02', '16:00', '20:00')]),
    ).toEqual([warning(8, '2025-03-01', '2025-03-02')]);
  });

  it('gives 0 hours of rest when the next work starts before the previous ended', () => {
    expect(
      restPeriodWarnings([timed('2025-03-01', '22:00', '07:00'), timed('2025-03-02', '06:00', '10:00')]),
    ).toEqual([warning(0, '2025-03-01', '2025-03-02')]);
  });

  it('raises nothing across a day without work', () => {
    expect(
      restPeriodWarnings([timed('2025-03-03', '14:00', '23:45'), timed('2025-03-05', '00:00', '08:00')]),
    ).toEqual([]);
  });

  it('still sees a night shift that reaches into the day without work', () => {
    // 23:00–21:00 on the 1st ends 21:00 on the 2nd; work at 05:00 on the 3rd leaves 8 hours.
    expect(
      restPeriodWarnings([timed('2025-03-01', '23:00', '21:00'), timed('2025-03-03', '05:00', '09:00')]),
    ).toEqual([warning(8, '2025-03-01', '2025-03-03')]);
  });

  it('ignores entries without both start and end time', () => {
    const untimed: TimeEntry = { id: 'x', date: '2025-03-04', type: 'work', hours: 5 };
    expect(
      restPeriodWarnings([
        timed('2025-03-03', '12:00', '23:00'),
        untimed,
        timed('2025-03-04', '05:00', null),
        timed('2025-03-04', null, '09:00'),
        timed('2025-03-04', '', ''),
      ]),
    ).toEqual([]);
    // On a day with both kinds the timed entries are checked.
    expect(
      restPeriodWarnings([
        timed('2025-03-03', '12:00', '23:00'),
        untimed,
        timed('2025-03-04', '09:00', '10:00'),
      ]),
    ).toEqual([warning(10, '2025-03-03', '2025-03-04')]);
  });

  it('ignores malformed times rather than guessing', () => {
    expect(
      restPeriodWarnings([timed('2025-03-03', '12:00', '23:00'), timed('2025-03-04', '7:00', '25:00')]),
    ).toEqual([]);
  });

  it('counts overtime as work', () => {
    expect(
      restPeriodWarnings([
        timed('2025-03-03', '18:00', '23:00', 'overtime'),
        timed('2025-03-04', '07:00', '15:00', 'overtime'),
      ]),
    ).toEqual([warning(8, '2025-03-03', '2025-03-04')]);
  });

  it('ignores absences, even with times', () => {
    expect(
      restPeriodWarnings([
        timed('2025-03-03', '12:00', '23:00', 'sickLeave'),
        timed('2025-03-04', '07:00', '15:00'),
        timed('2025-03-04', '16:00', '23:30', 'timeOff'),
        timed('2025-03-05', '07:00', '15:00', 'holiday'),
      ]),
    ).toEqual([]);
  });

  it('checks every pair of days and sorts by fromDate, across the year boundary', () => {
    const entries = [
      timed('2025-01-02', '06:00', '14:00'),
      timed('2024-12-30', '14:00', '23:00'),
      timed('2025-01-01', '16:00', '23:30'),
      timed('2024-12-31', '07:00', '15:00'),
    ];
    expect(restPeriodWarnings(entries)).toEqual([
      warning(8, '2024-12-30', '2024-12-31'),
      warning(6.5, '2025-01-01', '2025-01-02'),
    ]);
  });

  it('rounds the rest to two decimals', () => {
    expect(
      restPeriodWarnings([timed('2025-03-03', '12:00', '21:07'), timed('2025-03-04', '08:00', '16:00')]),
    ).toEqual([warning(10.88, '2025-03-03', '2025-03-04')]);
  });

  it('is idempotent and independent of the input order', () => {
    const entries = [
      timed('2025-03-03', '15:00', '23:00'),
      timed('2025-03-04', '07:00', '15:00'),
      timed('2025-03-05', '22:00', '06:00'),
      timed('2025-03-06', '14:00', '18:00'),
    ];
    const first = restPeriodWarnings(entries);
    expect(first).toEqual([warning(8, '2025-03-03', '2025-03-04'), warning(8, '2025-03-05', '2025-03-06')]);
    expect(restPeriodWarnings(entries)).toEqual(first);
    expect(restPeriodWarnings([...entries].reverse())).toEqual(first);
  });

  it('gives nothing for no entries or a single day', () => {
    expect(restPeriodWarnings([])).toEqual([]);
    expect(
      restPeriodWarnings([timed('2025-03-03', '06:00', '10:00'), timed('2025-03-03', '12:00', '23:00')]),
    ).toEqual([]);
  });
});
