import {
  danishToday,
  type IsoDate,
  isAbsenceType,
  isIsoDate,
  type NewTimeEntry,
  pickSetting,
  type TimeEntryDto,
  type TimeEntryType,
  type TimeLogSetting,
  type TimeLogSettingSources,
} from '@kollega/domain';
import * as formRules from '../entry-form/entry-form-rules';

/** What the registration form holds; `entryBody` turns it into the API's NewTimeEntry. */
export type EntryFormValues = formRules.EntryFields;

export const isTimed = formRules.isTimed;

/**
 * The employee's norm setting in force on `date` (decisions.md 13: their own before the company's, else the
 * default week), the one the server computes the day's hours with. While the date field is empty, today's.
 */
export function settingOn(settings: TimeLogSettingSources, date: IsoDate | null): TimeLogSetting {
  return pickSetting(settings, date && isIsoDate(date) ? date : danishToday());
}

/**
 * Whether 'Pause inkluderet' is offered (time-registration §5): not for overtime, nor for an employee whose break
 * is paid or who is paid hourly on the registration's day. A hidden toggle never subtracts the break.
 */
export function breakToggleShown(
  values: Pick<EntryFormValues, 'type' | 'date'>,
  settings: TimeLogSettingSources,
): boolean {
  return formRules.breakToggleShown(values.type, settingOn(settings, values.date));
}

/** The minutes 'Pause inkluderet' subtracts on `date`: the setting's break; none when paid or paid hourly. */
export function breakMinutesOn(settings: TimeLogSettingSources, date: IsoDate | null): number {
  return formRules.breakMinutes(settingOn(settings, date));
}

/** A whole absence day's hours on `date` under the setting in force then (see the shared rule). */
export function absenceDayHours(
  type: TimeEntryType,
  date: IsoDate | null,
  settings: TimeLogSettingSources,
): number {
  return formRules.absenceDayHours(type, date, settingOn(settings, date));
}

/** A new registration on `date`: work, with that weekday's norm times and the break included. */
export function newEntryValues(date: IsoDate, settings: TimeLogSettingSources): EntryFormValues {
  const norm = formRules.normDay(settingOn(settings, date), date);
  return {
    type: 'work',
    date,
    multiDay: false,
    toDate: null,
    absenceWithTimes: false,
    startTime: norm.from,
    endTime: norm.end,
    breakWasIncluded: true,
    hours: formRules.NON_ABSENCE_HOURS,
    note: '',
  };
}

/** The form for changing `entry`. An absence without times keeps its hours; times default for a type change. */
export function editEntryValues(entry: TimeEntryDto, settings: TimeLogSettingSources): EntryFormValues {
  return formRules.editEntryFields(entry, settingOn(settings, entry.date));
}

/**
 * The form after choosing another type (time-registration §5): to a non-absence type, 'Flere dage' turns off
 * and the hours reset to 0.5 (work and overtime compute theirs from the times anyway); to an absence from work
 * or overtime, the hours start at a whole absence day (`absenceDayHours`), the usual absence. Between absences
 * the hours stay as typed, unless they still are the previous type's whole day: then they follow the new type.
 */
export function withType(
  values: EntryFormValues,
  type: TimeEntryType,
  settings: TimeLogSettingSources,
): EntryFormValues {
  if (!isAbsenceType(type))
    return { ...values, type, multiDay: false, toDate: null, hours: formRules.NON_ABSENCE_HOURS };
  const wholeDay = absenceDayHours(type, values.date, settings);
  if (!isAbsenceType(values.type)) return { ...values, type, hours: wholeDay };
  const untouched = formRules.hoursOf(values.hours) === absenceDayHours(values.type, values.date, settings);
  return { ...values, type, ...(untouched ? { hours: wholeDay } : {}) };
}

/** The hours a timed registration will get, with the setting in force on the day; null without both times. */
export function previewHours(values: EntryFormValues, settings: TimeLogSettingSources): number | null {
  return formRules.previewHours(values, settingOn(settings, values.date));
}

/** The API body for the form (NewTimeEntry), judged with the setting in force on the day. */
export function entryBody(values: EntryFormValues, settings: TimeLogSettingSources): NewTimeEntry {
  return formRules.entryBody(values, settingOn(settings, values.date));
}
