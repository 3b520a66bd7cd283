import { addDays, daysBetween, type IsoDate } from '../dates/calendar';
import { formatDate } from '../format/format-date';
import { formatHours } from '../format/format-number';
import { minutesOfDay } from './entry-hours';
import { isAbsenceType, OPTIONAL_ABSENCE_TYPE_NAMES, type TimeEntryType } from './entry-types';

/**
 * Registrations that cannot be true (issue 17, decision 027): two timed registrations that overlap, a day with more
 * than 24 registered hours, work and absence on the same day (allowed once confirmed), work in the future, and a
 * week approved before it has ended. Pure rules; the server enforces them on every add and change, the forms say
 * the same words.
 *
 * Times are wall-clock times, as `entryHours` reads them: a registration from 22:00 to 06:00 on the night clocks
 * change in Europe/Copenhagen runs from 22:00 that day to 06:00 the next, whatever the clock did at 02:00 or
 * 03:00. Two registrations overlap when their wall-clock spans do; on the autumn night the doubled hour 02:00–03:00
 * is one hour on the wall clock, so two shifts that both claim it are refused rather than guessed apart.
 */

/** The fields of a registration the rules look at (a TimeEntryDto, a stored row, or one about to be saved). */
export interface ConflictEntry {
  /** Absent for a registration not saved yet. */
  id?: string | undefined;
  date: IsoDate;
  type: TimeEntryType;
  hours: number;
  startTime: string | null;
  endTime: string | null;
}

/** time-registration §3 and §9: a day has 24 hours, and no more can be registered on it. */
export const MAX_DAY_HOURS = 24;

const MINUTES_PER_DAY = 24 * 60;
const EPOCH: IsoDate = '1970-01-01';

/**
 * The everyday names of the entry types, as the employee app shows them and the messages name a registration
 * ('Registreringen overlapper Arbejde 08:00–16:00 d. 03.11.2026').
 */
export const TIME_ENTRY_TYPE_NAMES: Readonly<Record<TimeEntryType, string>> = {
  work: 'Arbejde',
  overtime: 'Overarbejde',
  holiday: 'Ferie',
  sickLeave: 'Sygdom',
  timeOff: 'Fri',
  ...OPTIONAL_ABSENCE_TYPE_NAMES,
};

/** Whether the end as entered is at or before the start: the shift ends the next day (when confirmed). */
export function endsNextDay(startTime: string, endTime: string): boolean {
  return minutesOfDay(endTime) <= minutesOfDay(startTime);
}

/**
 * The wall-clock span of a timed registration in minutes since 1970-01-01, start and end rounded up to the
 * quarter hour as its hours are (§5); null for a registration without times. Half open: an entry ending at 12:00
 * and one starting at 12:00 touch but do not overlap.
 */
export function entrySpan(entry: Pick<ConflictEntry, 'date' | 'startTime' | 'endTime'>): {
  start: number;
  end: number;
} | null {
  if (!entry.startTime || !entry.endTime) return null;
  const day = daysBetween(EPOCH, entry.date) * MINUTES_PER_DAY;
  const quarter = (minutes: number) => Math.ceil(minutes / 15) * 15;
  const start = day + quarter(minutesOfDay(entry.startTime));
  const end =
    day +
    quarter(minutesOfDay(entry.endTime)) +
    (endsNextDay(entry.startTime, entry.endTime) ? MINUTES_PER_DAY : 0);
  return { start, end };
}

const others = (candidate: ConflictEntry, existing: readonly ConflictEntry[]) =>
  existing.filter((entry) => candidate.id === undefined || entry.id !== candidate.id);

/**
 * The first registration of `existing` (the candidate itself left out by id) whose time span overlaps the
 * candidate's, on the same day or across midnight; null when none does or the candidate has no times.
 */
export function findOverlap(
  candidate: ConflictEntry,
  existing: readonly ConflictEntry[],
): ConflictEntry | null {
  const span = entrySpan(candidate);
  if (!span || span.end <= span.start) return null;
  for (const entry of others(candidate, existing)) {
    const other = entrySpan(entry);
    if (other && other.start < span.end && span.start < other.end) return entry;
  }
  return null;
}

/** The registered hours of `date` with the candidate in place of its saved self. */
export function dayHoursWith(candidate: ConflictEntry, existing: readonly ConflictEntry[]): number {
  const sum = others(candidate, existing)
    .filter((entry) => entry.date === candidate.date)
    .reduce((total, entry) => total + entry.hours, candidate.hours);
  return Math.round(sum * 100) / 100;
}

/** Whether the candidate would take its day over 24 registered hours. */
export function exceedsDayHours(candidate: ConflictEntry, existing: readonly ConflictEntry[]): boolean {
  return dayHoursWith(candidate, existing) > MAX_DAY_HOURS;
}

/**
 * An absence on a day that already holds work or overtime, or work or overtime on a day marked as absence: the
 * first registration of the other kind that day, or null. Such a day is allowed once the user confirms it, and
 * flagged in the week summary (`mixedDays`).
 */
export function findMixedDay(
  candidate: ConflictEntry,
  existing: readonly ConflictEntry[],
): ConflictEntry | null {
  const absence = isAbsenceType(candidate.type);
  return (
    others(candidate, existing).find(
      (entry) => entry.date === candidate.date && isAbsenceType(entry.type) !== absence,
    ) ?? null
  );
}

/**
 * docs/rules/timereg.md#ruling-30: a day holds at most one full-day absence (Ferie, Sygdom, Fri and any later absence type). For an
 * absence about to be saved, the absence already registered that day (the candidate itself left out by id), or
 * null. Work and overtime never collide here (that is `findMixedDay`).
 */
export function findSecondAbsence(
  candidate: ConflictEntry,
  existing: readonly ConflictEntry[],
): ConflictEntry | null {
  if (!isAbsenceType(candidate.type)) return null;
  return (
    others(candidate, existing).find((entry) => entry.date === candidate.date && isAbsenceType(entry.type)) ??
    null
  );
}

/** The days of `entries` that hold both an absence and work or overtime, sorted. */
export function mixedDays(entries: readonly Pick<ConflictEntry, 'date' | 'type'>[]): IsoDate[] {
  const kinds = new Map<IsoDate, { absence: boolean; work: boolean }>();
  for (const entry of entries) {
    const kind = kinds.get(entry.date) ?? { absence: false, work: false };
    if (isAbsenceType(entry.type)) kind.absence = true;
    else kind.work = true;
    kinds.set(entry.date, kind);
  }
  return [...kinds]
    .filter(([, kind]) => kind.absence && kind.work)
    .map(([date]) => date)
    .sort();
}

/** Work and overtime are registered after the fact: not for a day after today (absences, like planned holiday, can be). */
export function isFutureWork(type: TimeEntryType, date: IsoDate, today: IsoDate): boolean {
  return !isAbsenceType(type) && date > today;
}

/** Whether the week starting on `monday` has ended (its Sunday is before today), so it may be approved. */
export function weekHasEnded(monday: IsoDate, today: IsoDate): boolean {
  return addDays(monday, 6) < today;
}

/** 'Arbejde 08:00–16:00 d. 03.11.2026', or 'Ferie 7,50 timer d. …' for one without times. */
export function describeEntry(entry: ConflictEntry): string {
  const what =
    entry.startTime && entry.endTime ? `${entry.startTime}–${entry.endTime}` : formatHours(entry.hours);
  return `${TIME_ENTRY_TYPE_NAMES[entry.type]} ${what} d. ${formatDate(entry.date)}`;
}

/** The messages of the rules above that name the registration or day concerned. */
export const ENTRY_CONFLICT_TEXT = {
  overlap: (other: ConflictEntry) => `Registreringen overlapper ${describeEntry(other)}.`,
  dayOverLimit: (date: IsoDate, hours: number) =>
    `En dag kan højst have ${MAX_DAY_HOURS} registrerede timer. D. ${formatDate(date)} ville få ${formatHours(hours)}.`,
  absenceOnWorkDay: (other: ConflictEntry) =>
    `D. ${formatDate(other.date)} er der allerede registreret ${TIME_ENTRY_TYPE_NAMES[other.type].toLowerCase()}. Vil du registrere fraværet alligevel?`,
  /**
   * docs/rules/timereg.md#ruling-30's words for one day; an absence over several days names the day (and what it holds), so the user
   * knows which one to look at.
   */
  secondAbsence: (other: ConflictEntry, severalDays: boolean) =>
    severalDays
      ? `Der er allerede registreret fravær d. ${formatDate(other.date)} (${TIME_ENTRY_TYPE_NAMES[other.type].toLowerCase()}).`
      : 'Der er allerede registreret fravær denne dag.',
  workOnAbsenceDay: (other: ConflictEntry) =>
    `D. ${formatDate(other.date)} er registreret som ${TIME_ENTRY_TYPE_NAMES[other.type].toLowerCase()}. Vil du registrere arbejdet alligevel?`,
} as const;

/** The days a registration of `date` can collide with: the day before (a night shift) to the day after. */
export function neighbourDays(from: IsoDate, to: IsoDate = from): { from: IsoDate; to: IsoDate } {
  return { from: addDays(from, -1), to: addDays(to, 1) };
}
