import { daysBetween, type IsoDate } from '../dates/calendar';
import { MINIMUM_REST_HOURS, type TimeEntryType } from './entry-types';
import { roundTo } from './rounding';
import { TIME_OF_DAY, type TimeEntry, type TimeLogWarning } from './time-log-types';

/**
 * The entry types that are work for the 11-hour rule. Overtime ('Arbejde u.f. normtid', work outside the
 * norm) is work like any other: a late overtime shift shortens the rest just as much.
 */
export const REST_RULE_WORK_TYPES: readonly TimeEntryType[] = ['work', 'overtime'];

const MINUTES_PER_DAY = 24 * 60;
const EPOCH: IsoDate = '1970-01-01';

function minutesOfDay(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

interface WorkInterval {
  date: IsoDate;
  /** Minutes since 1970-01-01 00:00 (wall-clock time; see below). */
  start: number;
  end: number;
}

/**
 * A timed work entry as an interval on one continuous time line. An end at or before the start runs over
 * midnight, as entry-hours' `shiftMinutes` reads it: 22:00–06:00 on the 1st ends 06:00 on the 2nd, and
 * 08:00–08:00 is a 24-hour shift. Null for entries the rule cannot check.
 *
 * The times are taken as registered (the form has already rounded them up to quarter hours, §5), in
 * wall-clock minutes: a night across a daylight-saving change counts its nominal length, like the entry's
 * own hours.
 */
function workInterval(entry: TimeEntry): WorkInterval | null {
  if (!REST_RULE_WORK_TYPES.includes(entry.type)) return null;
  const { startTime, endTime } = entry;
  if (!startTime || !endTime || !TIME_OF_DAY.test(startTime) || !TIME_OF_DAY.test(endTime)) return null;
  const day = daysBetween(EPOCH, entry.date) * MINUTES_PER_DAY;
  const start = day + minutesOfDay(startTime);
  let end = day + minutesOfDay(endTime);
  if (end <= start) end += MINUTES_PER_DAY;
  return { date: entry.date, start, end };
}

/**
 * 11HourWarnings for a set of entries (docs/rules/timereg.md#ruling-10: a warning "when the rest between the end of one day's
 * last work entry and the start of the next day's first work entry is under 11 hours").
 *
 * - Work is the types `work` and `overtime` (see {@link REST_RULE_WORK_TYPES}); absences are not work.
 * - Only entries with both a valid start and end time count: the others "cannot be checked and raise
 *   nothing". On a day with both kinds, the timed entries are checked on their own.
 * - Each date with timed work is paired with the previous date that has timed work. The rest is that date's
 *   first start minus the latest end of the work before it. Usually the previous date is the calendar day
 *   before; after a day without work the rest is at least 24 hours and nothing is raised, except when a
 *   night shift reaches into that day: 23:00–21:00 on the 1st ends at 21:00 on the 2nd, and work at 05:00 on
 *   the 3rd then had 8 hours of rest. `fromDate` is the date of the entry that ended last (in practice the
 *   previous work date), `toDate` the date whose first entry starts the next work.
 * - "Under 11 hours" is strict: exactly 11:00 of rest is allowed. Compared in whole minutes, so no rounding
 *   can move the boundary.
 * - `value` is the rest in hours with at most two decimals (10 h 45 min → 10.75). Work that overlaps the
 *   previous work (registrations that overlap, possible with night shifts) had no rest: value 0.
 * - Rest within one day (a split shift) is not covered by docs/rules/timereg.md#ruling-10 and raises nothing.
 *
 * Pure and idempotent: the same entries, in any order, give the same list, sorted by fromDate (then toDate).
 * The server stores one warning per period and type, so re-running it after every change is safe.
 */
export function restPeriodWarnings(entries: readonly TimeEntry[]): TimeLogWarning[] {
  const byDate = new Map<IsoDate, { firstStart: number; lastEnd: number }>();
  for (const entry of entries) {
    const interval = workInterval(entry);
    if (!interval) continue;
    const day = byDate.get(interval.date);
    if (day) {
      day.firstStart = Math.min(day.firstStart, interval.start);
      day.lastEnd = Math.max(day.lastEnd, interval.end);
    } else {
      byDate.set(interval.date, { firstStart: interval.start, lastEnd: interval.end });
    }
  }

  const warnings: TimeLogWarning[] = [];
  let latest: { date: IsoDate; end: number } | null = null;
  for (const date of [...byDate.keys()].sort()) {
    const day = byDate.get(date)!;
    if (latest) {
      const restMinutes = Math.max(0, day.firstStart - latest.end);
      if (restMinutes < MINIMUM_REST_HOURS * 60) {
        warnings.push({
          type: '11HourWarning',
          value: roundTo(restMinutes / 60, 2),
          fromDate: latest.date,
          toDate: date,
        });
      }
    }
    if (!latest || day.lastEnd >= latest.end) latest = { date, end: day.lastEnd };
  }
  return warnings.sort((a, b) => a.fromDate.localeCompare(b.fromDate) || a.toDate.localeCompare(b.toDate));
}
