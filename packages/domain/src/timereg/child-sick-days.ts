import type { IsoDate } from '../dates/calendar';
import { formatDate } from '../format/format-date';
import { adjacentAbsenceWorkingDay } from './absence-days';
import type { AbsenceKind } from './absence-types';
import type { TimeLogSettingSources } from './time-log-settings';

/**
 * Barns 1. og 2. sygedag (issue 34, decision 044): the agreements give a parent the child's first sick day and
 * the day after it, so a '2. dag' stands only directly after a '1. dag' of the same employee. "Directly after"
 * is the previous day the employee would otherwise work, counted as a multi-day absence counts its days
 * (`isAbsenceWorkingDay`: not a day off of the norm week, a public holiday or a company day off), so a Friday's
 * 1. dag is followed by Monday's 2. dag.
 */
export const CHILD_SICK_MESSAGES = {
  /** The registry's message; the server names the days (`childSickRefusalText`). */
  secondWithoutFirst: 'Barns 2. sygedag skal ligge dagen efter barns 1. sygedag.',
  firstInUse: 'Barns 1. sygedag kan ikke slettes eller ændres, fordi barns 2. sygedag ligger dagen efter.',
  /** A span of Barns sygedag is the 1. and the 2. day at most. */
  spanTooLong: 'Barns sygedag kan højst registreres for to arbejdsdage i træk: 1. og 2. sygedag.',
} as const;

/** One Barns sygedag registration: its id, day and which day of the child's sickness it is. */
export interface ChildSickDay {
  id: string;
  date: IsoDate;
  kind: string | null;
}

export type ChildSickRefusal =
  /** A '2. dag' being saved with no '1. dag' on `firstDate`, the working day before (null: none found). */
  | { reason: 'secondWithoutFirst'; secondDate: IsoDate; firstDate: IsoDate | null }
  /** A change or delete that takes away the '1. dag' on `firstDate` that the '2. dag' on `secondDate` follows. */
  | { reason: 'firstInUse'; secondDate: IsoDate; firstDate: IsoDate };

/**
 * The kinds of the days of one Barns sygedag registration over a span (in date order): the first day has the
 * chosen kind and the next one is the 2. dag, so a span from a 1. dag over two working days is 1. then 2. dag.
 * Null when the span is longer than the child's two days (three working days, or two starting at a 2. dag).
 */
export function childSickSpanKinds(kind: AbsenceKind, dayCount: number): AbsenceKind[] | null {
  if (dayCount <= 1) return [kind];
  if (dayCount === 2 && kind === 'first') return ['first', 'second'];
  return null;
}

/**
 * Whether a change to an employee's Barns sygedag registrations must be refused: `before` are the employee's
 * registrations of the type around the change as stored, `after` the same with the change made. Every '2. dag'
 * after the change must follow a '1. dag' on the working day before it. A '2. dag' that is new, or moved, or
 * newly a 2. dag, and lacks its 1. dag is refused as 'secondWithoutFirst'; one that stays as it was and loses its
 * 1. dag refuses the change as 'firstInUse'. A 2. dag already without its 1. dag before the change (registered
 * before this rule) is left alone.
 */
export function childSickRefusal(input: {
  before: readonly ChildSickDay[];
  after: readonly ChildSickDay[];
  settings: TimeLogSettingSources;
  daysOff: ReadonlySet<string>;
}): ChildSickRefusal | null {
  const firstDayOn = (days: readonly ChildSickDay[]) =>
    new Set(days.filter((day) => day.kind === 'first').map((day) => day.date));
  const firstsBefore = firstDayOn(input.before);
  const firstsAfter = firstDayOn(input.after);
  const beforeById = new Map(input.before.map((day) => [day.id, day]));
  const seconds = input.after
    .filter((day) => day.kind === 'second')
    .sort((a, b) => a.date.localeCompare(b.date));
  for (const second of seconds) {
    const firstDate = adjacentAbsenceWorkingDay(second.date, input.settings, input.daysOff);
    if (firstDate !== null && firstsAfter.has(firstDate)) continue;
    const previous = beforeById.get(second.id);
    const unchanged = previous?.date === second.date && previous.kind === 'second';
    if (!unchanged) return { reason: 'secondWithoutFirst', secondDate: second.date, firstDate };
    // Unchanged: refused only when this change took its 1. dag away.
    if (firstDate !== null && firstsBefore.has(firstDate)) {
      return { reason: 'firstInUse', secondDate: second.date, firstDate };
    }
  }
  return null;
}

/** The refusal in Danish, naming the days ('d. 06.03.2026', as the other registration messages do). */
export function childSickRefusalText(refusal: ChildSickRefusal): string {
  if (refusal.reason === 'firstInUse') {
    return `Barns 1. sygedag d. ${formatDate(refusal.firstDate)} kan ikke slettes eller ændres, fordi barns 2. sygedag d. ${formatDate(refusal.secondDate)} ligger dagen efter. Slet eller ændr 2. sygedag først.`;
  }
  const first = refusal.firstDate
    ? `Der er ingen barns 1. sygedag d. ${formatDate(refusal.firstDate)}.`
    : 'Der er ingen arbejdsdag før den.';
  return `Barns 2. sygedag d. ${formatDate(refusal.secondDate)} skal ligge dagen efter barns 1. sygedag. ${first}`;
}
