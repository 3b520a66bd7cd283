import { type IsoDate, isIsoDate, mondayOf } from '@kollega/domain';
import { atOrAfterFirstWeek, FIRST_MONDAY } from '../first-week';

/** The form over a day: a new registration, or one of the day's to change. */
export type FormTarget = 'new' | { entryId: string };

/** Where the employee is in the app. */
export type AppView =
  | { screen: 'week'; monday: IsoDate }
  | { screen: 'day'; date: IsoDate; form: FormTarget | null }
  | { screen: 'warnings' }
  /** The holiday screen (decision 026), shown when the app is given one. */
  | { screen: 'holiday' }
  /** 'Mig' (issue 27): the employee's own profile and documents, shown when the app is given the screen. */
  | { screen: 'me' };

/**
 * The app keeps its place in the query of '/', so a reload stays put and the browser's Back button steps back
 * through the screens (the gate shows the app on every path, so no route of its own is needed):
 * - `?uge=2025-03-03`: the week holding that date (this week without it);
 * - `?dag=2025-03-05`: a day, with `&registrering=ny` or `&registrering={entryId}` while its form is open;
 * - `?side=advarsler`: the warnings; `?side=ferie` Ferie; `?side=mig` 'Mig'.
 * Anything unreadable falls back to this week; a week or day before time registration's first week (decision
 * 013) shows that first week, which is as far back as the server lists.
 */
export function viewFromSearch(search: Readonly<Record<string, unknown>>, today: IsoDate): AppView {
  const text = (key: string) => {
    const value = search[key];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  if (text('side') === 'advarsler') return { screen: 'warnings' };
  if (text('side') === 'ferie') return { screen: 'holiday' };
  if (text('side') === 'mig') return { screen: 'me' };
  const day = text('dag');
  if (day && isIsoDate(day) && day >= FIRST_MONDAY) {
    const form = text('registrering');
    return { screen: 'day', date: day, form: form === 'ny' ? 'new' : form ? { entryId: form } : null };
  }
  if (day && isIsoDate(day)) return { screen: 'week', monday: FIRST_MONDAY };
  const week = text('uge');
  return { screen: 'week', monday: atOrAfterFirstWeek(mondayOf(week && isIsoDate(week) ? week : today)) };
}

/** The query that shows `view`; the inverse of viewFromSearch. */
export function searchOf(view: AppView): Record<string, string> {
  switch (view.screen) {
    case 'warnings':
      return { side: 'advarsler' };
    case 'holiday':
      return { side: 'ferie' };
    case 'me':
      return { side: 'mig' };
    case 'week':
      return { uge: view.monday };
    case 'day':
      if (!view.form) return { dag: view.date };
      return { dag: view.date, registrering: view.form === 'new' ? 'ny' : view.form.entryId };
  }
}
