import { describe, expect, it } from 'vitest';
import {
  CLOCK_REMINDER_HOURS,
  clockBreakMinutes,
  clockedEntry,
  clockOverdue,
  correctedClockEnd,
  danishInstant,
  danishWallClock,
  workEndsAfter,
} from './clock';
import { entryHours } from './entry-hours';

const at = (date: string, time: string) => danishInstant(date, time);
const clock = (startedAt: Date, breakMinutes = 0, breakStartedAt: Date | null = null) => ({
  startedAt,
  breakStartedAt,
  breakMinutes,
});

describe('clockedEntry: rounding on stop (time-registration §5)', () => {
  it('rounds the start up and the end down to the quarter hour, on the start date', () => {
    expect(clockedEntry(clock(at('2026-11-03', '08:07')), at('2026-11-03', '16:01'))).toEqual({
      kind: 'entry',
      date: '2026-11-03',
      startTime: '08:15',
      endTime: '16:00',
      overnight: false,
      minutes: 465,
      breakMinutes: 0,
    });
    // Issue 23: clocking out at 03:32 gave 03:45, a registration ending in the future; now 03:30.
    expect(clockedEntry(clock(at('2026-11-03', '00:00')), at('2026-11-03', '03:32'))).toMatchObject({
      startTime: '00:00',
      endTime: '03:30',
    });
    expect(clockedEntry(clock(at('2026-11-03', '00:00')), at('2026-11-03', '03:44'))).toMatchObject({
      endTime: '03:30',
    });
    // On the quarter stays; seconds are dropped before rounding.
    const exact = clockedEntry(
      clock(new Date(at('2026-11-03', '08:00').getTime() + 40_000)),
      at('2026-11-03', '12:00'),
    );
    expect(exact).toMatchObject({ startTime: '08:00', endTime: '12:00', minutes: 240 });
  });

  it('gives the hours entryHours gives for the same times, minus the clocked break', () => {
    const entry = clockedEntry(clock(at('2026-11-03', '08:07'), 20), at('2026-11-03', '16:01'));
    if (entry.kind !== 'entry') throw new Error(entry.kind);
    expect(entry.breakMinutes).toBe(20);
    expect(
      entryHours({
        type: 'work',
        startTime: entry.startTime,
        endTime: entry.endTime,
        clockedBreakMinutes: 20,
      }),
    ).toBe(7.42);
    // A paid break is working time: the clocked minutes are not subtracted.
    expect(
      entryHours({
        type: 'work',
        startTime: entry.startTime,
        endTime: entry.endTime,
        clockedBreakMinutes: 20,
        paidBreak: true,
      }),
    ).toBe(7.75);
  });

  it('counts a break still running at the stop up to the end', () => {
    const running = clock(at('2026-11-03', '08:00'), 10, at('2026-11-03', '11:30'));
    expect(clockBreakMinutes(running, at('2026-11-03', '12:00'))).toBe(40);
    expect(clockedEntry(running, at('2026-11-03', '12:00'))).toMatchObject({ breakMinutes: 40 });
  });

  it('refuses a clock that rounds to nothing or runs over 24 hours', () => {
    expect(clockedEntry(clock(at('2026-11-03', '08:01')), at('2026-11-03', '08:14'))).toEqual({
      kind: 'tooShort',
    });
    expect(clockedEntry(clock(at('2026-11-03', '08:00')), at('2026-11-04', '08:00'))).toMatchObject({
      kind: 'entry',
      overnight: true,
      minutes: 1440,
    });
    expect(clockedEntry(clock(at('2026-11-03', '08:00')), at('2026-11-04', '08:14'))).toMatchObject({
      kind: 'entry',
      minutes: 1440,
    });
    expect(clockedEntry(clock(at('2026-11-03', '08:00')), at('2026-11-04', '08:15'))).toEqual({
      kind: 'tooLong',
    });
  });
});

describe('clockedEntry: shifts over midnight', () => {
  it('becomes an overnight entry on the start date', () => {
    expect(clockedEntry(clock(at('2026-11-03', '21:50')), at('2026-11-04', '06:05'))).toMatchObject({
      kind: 'entry',
      date: '2026-11-03',
      startTime: '22:00',
      endTime: '06:00',
      overnight: true,
      minutes: 480,
    });
  });

  it('ends at midnight when the end rounds down to 00:00', () => {
    expect(clockedEntry(clock(at('2026-11-03', '22:00')), at('2026-11-04', '00:07'))).toMatchObject({
      date: '2026-11-03',
      startTime: '22:00',
      endTime: '00:00',
      overnight: true,
      minutes: 120,
    });
  });

  it('moves to the next date when the start rounds up to midnight', () => {
    expect(clockedEntry(clock(at('2026-11-03', '23:53')), at('2026-11-04', '07:00'))).toMatchObject({
      date: '2026-11-04',
      startTime: '00:00',
      endTime: '07:00',
      overnight: false,
    });
  });
});

describe('DST nights (Europe/Copenhagen)', () => {
  it('reads the spring night in wall-clock times, like a typed entry', () => {
    // 2026-03-29: 02:00 becomes 03:00, so 22:00–06:00 is 7 real hours and 8 on the wall clock.
    const start = at('2026-03-28', '22:00');
    const end = at('2026-03-29', '06:00');
    expect((end.getTime() - start.getTime()) / 3_600_000).toBe(7);
    const entry = clockedEntry(clock(start), end);
    expect(entry).toMatchObject({ date: '2026-03-28', startTime: '22:00', endTime: '06:00', minutes: 480 });
    expect(entryHours({ type: 'work', startTime: '22:00', endTime: '06:00' })).toBe(8);
  });

  it('reads the autumn night in wall-clock times too', () => {
    // 2026-10-25: 03:00 becomes 02:00 again, so 22:00–06:00 is 9 real hours and 8 on the wall clock.
    const start = at('2026-10-24', '22:00');
    const end = at('2026-10-25', '06:00');
    expect((end.getTime() - start.getTime()) / 3_600_000).toBe(9);
    expect(clockedEntry(clock(start), end)).toMatchObject({
      startTime: '22:00',
      endTime: '06:00',
      minutes: 480,
    });
  });

  it('counts real hours for the 16-hour reminder', () => {
    // Started 14:00 the day before the spring change: at 06:30 the wall clock says 16,5 hours, the clock ran 15,5.
    const start = at('2026-03-28', '14:00');
    expect(clockOverdue(start, at('2026-03-29', '06:30'))).toBe(false);
    expect(clockOverdue(start, at('2026-03-29', '07:30'))).toBe(true);
    // On the autumn night it is the other way round: 16,5 real hours at 05:30.
    const autumn = at('2026-10-24', '14:00');
    expect(clockOverdue(autumn, at('2026-10-25', '05:30'))).toBe(true);
  });
});

describe('the 16-hour reminder', () => {
  it('is raised only after more than 16 hours', () => {
    const start = at('2026-11-03', '07:00');
    expect(CLOCK_REMINDER_HOURS).toBe(16);
    expect(clockOverdue(start, at('2026-11-03', '23:00'))).toBe(false);
    expect(clockOverdue(start, at('2026-11-03', '23:01'))).toBe(true);
  });
});

describe('correctedClockEnd', () => {
  it('is the first time the wall clock shows the end after the start', () => {
    const start = at('2026-11-03', '07:00');
    expect(danishWallClock(correctedClockEnd(start, '15:30'))).toEqual({ date: '2026-11-03', time: '15:30' });
    expect(danishWallClock(correctedClockEnd(start, '06:00'))).toEqual({ date: '2026-11-04', time: '06:00' });
    expect(danishWallClock(correctedClockEnd(start, '07:00'))).toEqual({ date: '2026-11-04', time: '07:00' });
  });
});

describe('workEndsAfter: no work may end after now (issue 23)', () => {
  const now = at('2026-11-03', '03:30');
  const work = (date: string, startTime: string, endTime: string, type = 'work') => ({
    type,
    date,
    startTime,
    endTime,
  });

  it('refuses 20:00–22:00 today entered at 03:30, and an end a minute after now', () => {
    expect(workEndsAfter(work('2026-11-03', '20:00', '22:00'), now)).toBe(true);
    expect(workEndsAfter(work('2026-11-03', '03:00', '03:31'), now)).toBe(true);
    expect(workEndsAfter(work('2026-11-03', '03:00', '03:45', 'overtime'), now)).toBe(true);
  });

  it('accepts work ending now or before, also a night shift ending this morning', () => {
    expect(workEndsAfter(work('2026-11-03', '03:00', '03:30'), now)).toBe(false);
    expect(workEndsAfter(work('2026-11-02', '22:00', '03:00'), now)).toBe(false);
    expect(workEndsAfter(work('2026-11-02', '08:00', '16:00'), now)).toBe(false);
  });

  it('refuses a night shift from yesterday that ends later this morning', () => {
    expect(workEndsAfter(work('2026-11-02', '22:00', '06:00'), now)).toBe(true);
  });

  it('lets absences be planned and leaves registrations without times alone', () => {
    expect(workEndsAfter(work('2026-11-03', '08:00', '16:00', 'holiday'), now)).toBe(false);
    expect(workEndsAfter({ type: 'work', date: '2026-11-03', startTime: null, endTime: null }, now)).toBe(
      false,
    );
  });
});
