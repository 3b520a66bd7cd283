import { z } from 'zod';
import { addDays, daysBetween, type IsoDate } from '../dates/calendar';
import { DANISH_TIME_ZONE, dayjs } from '../format/danish-time';
import { endsNextDay } from './entry-conflicts';
import { minutesOfDay } from './entry-hours';
import { timeOfDaySchema } from './time-log-types';
import { timeEntrySchema } from './timereg-contracts';

/**
 * Clocking in and out from the employee app (issue 17, decision 030): 'Start arbejdsdag' stores a running clock on
 * the server, 'Start pause' / 'Slut pause' add break minutes to it, and 'Slut arbejdsdag' turns it into an ordinary
 * work registration, start and end rounded up to the quarter hour as time-registration §5 rounds typed times.
 *
 * The clock runs on instants (what the phone's clock said when the button was pressed); the registration it becomes
 * is wall-clock times in Europe/Copenhagen, like every registration (`entryHours`, decision 027). So a shift over the
 * spring DST night from 22:00 to 06:00 becomes 22:00–06:00 (8 wall-clock hours), while the 16-hour reminder counts
 * the real hours the clock has run.
 */

const ZONE = DANISH_TIME_ZONE;
const MINUTES_PER_DAY = 24 * 60;
const QUARTER = 15;
const EPOCH: IsoDate = '1970-01-01';

/** The app reminds the employee to clock out once the clock has run longer than this (real hours). */
export const CLOCK_REMINDER_HOURS = 16;

/** A running clock as the server keeps it. */
export interface RunningClock {
  startedAt: Date;
  /** When the current break began; null when not on a break. */
  breakStartedAt: Date | null;
  /** Whole minutes of the breaks already ended. */
  breakMinutes: number;
}

/** The date and 'HH:mm' (seconds dropped) that a wall clock in Denmark showed at `instant`. */
export function danishWallClock(instant: Date): { date: IsoDate; time: string } {
  const local = dayjs(instant).tz(ZONE);
  return { date: local.format('YYYY-MM-DD'), time: local.format('HH:mm') };
}

/**
 * The instant a Danish wall clock shows `time` on `date`. On the autumn night the doubled hour (02:00–02:59) is
 * read once (dayjs's choice); on the spring night the missing hour is moved forward.
 */
export function danishInstant(date: IsoDate, time: string): Date {
  return dayjs.tz(`${date}T${time}:00`, ZONE).toDate();
}

/** Whole minutes from `from` to `to`, never below 0. */
function minutesBetween(from: Date, to: Date): number {
  return Math.max(0, Math.round((to.getTime() - from.getTime()) / 60_000));
}

/** The break minutes of a clock stopped at `end`: the ended breaks plus the one still running, up to `end`. */
export function clockBreakMinutes(clock: RunningClock, end: Date): number {
  return clock.breakMinutes + (clock.breakStartedAt ? minutesBetween(clock.breakStartedAt, end) : 0);
}

/** Whether the clock has run longer than `CLOCK_REMINDER_HOURS` real hours at `now` (the app's reminder). */
export function clockOverdue(startedAt: Date, now: Date): boolean {
  return now.getTime() - startedAt.getTime() > CLOCK_REMINDER_HOURS * 60 * 60_000;
}

/**
 * The instant of a corrected end typed as 'HH:mm': the first time the Danish wall clock shows it after the clock
 * was started (later the same day, or the next day when at or before the start time).
 */
export function correctedClockEnd(startedAt: Date, endTime: string): Date {
  const start = danishWallClock(startedAt);
  const date = endsNextDay(start.time, endTime) ? addDays(start.date, 1) : start.date;
  return danishInstant(date, endTime);
}

function quarterUp(minutes: number): number {
  return Math.ceil(minutes / QUARTER) * QUARTER;
}

function quarterDown(minutes: number): number {
  return Math.floor(minutes / QUARTER) * QUARTER;
}

function formatTime(minutesInDay: number): string {
  return `${String(Math.floor(minutesInDay / 60)).padStart(2, '0')}:${String(minutesInDay % 60).padStart(2, '0')}`;
}

/** The registration a stopped clock becomes, or why it cannot become one. */
export type ClockedEntry =
  | {
      kind: 'entry';
      date: IsoDate;
      startTime: string;
      endTime: string;
      /** The end is at or before the start: a shift over midnight ('Slutter næste dag'). */
      overnight: boolean;
      /** Wall-clock minutes between the rounded start and end. */
      minutes: number;
      breakMinutes: number;
    }
  /** Start and end round to the same quarter hour: nothing to register. */
  | { kind: 'tooShort' }
  /** More than 24 wall-clock hours: a registration cannot hold it (the end time was forgotten). */
  | { kind: 'tooLong' };

/**
 * The work registration of a clock stopped at `end` (time-registration §5, issue 23): start and end read off the
 * Danish wall clock, the start rounded up to the quarter hour (08:07 → 08:15, 23:53 → 00:00 the next day) and the
 * end rounded DOWN (03:32 → 03:30), so a clocked registration never ends after the moment it was clocked out (issue
 * 23: rounding up made 03:32 into 03:45, work in the future). Its date is the one the rounded start falls on; an end
 * on a later date than the start is an overnight shift. Break minutes are those clocked.
 */
export function clockedEntry(clock: RunningClock, end: Date): ClockedEntry {
  const from = danishWallClock(clock.startedAt);
  const to = danishWallClock(end);
  const absolute = (wall: { date: IsoDate; time: string }, round: (minutes: number) => number) =>
    daysBetween(EPOCH, wall.date) * MINUTES_PER_DAY + round(minutesOfDay(wall.time));
  const start = absolute(from, quarterUp);
  const stop = absolute(to, quarterDown);
  const minutes = stop - start;
  if (minutes <= 0) return { kind: 'tooShort' };
  if (minutes > MINUTES_PER_DAY) return { kind: 'tooLong' };
  const startDay = Math.floor(start / MINUTES_PER_DAY);
  const date = addDays(EPOCH, startDay);
  const startTime = formatTime(start - startDay * MINUTES_PER_DAY);
  const endTime = formatTime(stop % MINUTES_PER_DAY);
  return {
    kind: 'entry',
    date,
    startTime,
    endTime,
    overnight: endsNextDay(startTime, endTime),
    minutes,
    breakMinutes: clockBreakMinutes(clock, end),
  };
}

/**
 * Whether a timed work or overtime registration ends after `now` on the Danish wall clock (issue 23: no work may be
 * registered before it is done). Its end is `endTime` on its date, or on the next day for one over midnight
 * (`endsNextDay`). Absences may be planned ahead, and a registration without times cannot be placed in the day, so
 * neither ever ends in the future here (a work day after today is `isFutureWork`'s).
 */
export function workEndsAfter(
  entry: { type: string; date: IsoDate; startTime?: string | null; endTime?: string | null },
  now: Date,
): boolean {
  if (entry.type !== 'work' && entry.type !== 'overtime') return false;
  if (!entry.startTime || !entry.endTime) return false;
  const endDate = endsNextDay(entry.startTime, entry.endTime) ? addDays(entry.date, 1) : entry.date;
  const wall = danishWallClock(now);
  // 'YYYY-MM-DD HH:mm' strings compare as the wall-clock moments they name.
  return `${endDate} ${entry.endTime}` > `${wall.date} ${wall.time}`;
}

/** GET /api/me/timereg/clock and the answer of every clock action: the running clock, or null. */
export const clockStateSchema = z.object({
  clock: z
    .object({
      startedAt: z.string(),
      /** 'HH:mm' in Danish time, for 'Mødt ind kl. 08:07'. */
      since: z.string(),
      onBreak: z.boolean(),
      breakStartedAt: z.string().nullable(),
      /** Break minutes so far, the running break included. */
      breakMinutes: z.number().int(),
      /** Running longer than 16 hours: the app asks for the real end time. */
      overdue: z.boolean(),
    })
    .nullable(),
});
export type ClockState = z.infer<typeof clockStateSchema>;

/** POST /api/me/timereg/clock/stop: now, or a corrected end ('HH:mm', the first such time after the start). */
export const clockStopSchema = z.object({
  endTime: timeOfDaySchema.optional(),
  /** The norm week's break ('Pause inkluderet') on top of the clocked break, as in the typed form. */
  breakWasIncluded: z.boolean().default(false),
  /** Work and absence on one day, confirmed (decision 027). */
  confirmMixedDay: z.boolean().default(false),
});
export type ClockStop = z.input<typeof clockStopSchema>;

/** GET /api/timereg/clocked-in: who is clocked in now (admins). */
export const clockedInResponseSchema = z.object({
  employees: z.array(
    z.object({
      employeeId: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      startedAt: z.string(),
      since: z.string(),
      onBreak: z.boolean(),
      overdue: z.boolean(),
    }),
  ),
});
export type ClockedInResponse = z.infer<typeof clockedInResponseSchema>;

/** POST /api/me/timereg/clock/stop → 201: the work registration the clock became. */
export const clockStoppedSchema = z.object({ entry: timeEntrySchema });
export type ClockStopped = z.infer<typeof clockStoppedSchema>;
