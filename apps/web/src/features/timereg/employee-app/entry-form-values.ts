import {
  breakToggleVisible,
  DEFAULT_TIME_LOG_SETTING,
  danishToday,
  entryHours,
  HOLIDAY_DAY_HOURS,
  type IsoDate,
  isAbsenceType,
  isIsoDate,
  type NewTimeEntry,
  pickSetting,
  type ScheduleDay,
  scheduleDayOf,
  scheduledHours,
  type TimeEntryDto,
  type TimeEntryType,
  type TimeLogSetting,
  type TimeLogSettingSources,
} from '@kollega/domain';

/** What the registration form holds; `entryBody` turns it into the API's NewTimeEntry. */
export type EntryFormValues = {
  type: TimeEntryType;
  /** 'YYYY-MM-DD', or null while the date field is empty. */
  date: IsoDate | null;
  /** 'Flere dage': an absence from `date` to `toDate` (time-registration §5: holiday, sickLeave, timeOff). */
  multiDay: boolean;
  toDate: IsoDate | null;
  /** Whether an absence is registered with times. Work and overtime always are; see `isTimed`. */
  absenceWithTimes: boolean;
  startTime: string;
  endTime: string;
  /** 'Pause inkluderet': subtract the break (not for overtime, a paid break or paid hourly; see breakToggleShown). */
  breakWasIncluded: boolean;
  /** An absence's hours; Mantine's NumberInput gives '' while empty. */
  hours: number | string;
  note: string;
};

/** time-registration §5: changing to a non-absence type resets the hours to 0.5. */
const NON_ABSENCE_HOURS = 0.5;

/**
 * The employee's norm setting in force on `date` (decisions.md 13: their own before the company's, else the
 * default week), the one the server computes the day's hours with. While the date field is empty, today's.
 */
export function settingOn(settings: TimeLogSettingSources, date: IsoDate | null): TimeLogSetting {
  return pickSetting(settings, date && isIsoDate(date) ? date : danishToday());
}

/** Work and overtime have times; an absence has them only if it was registered so (an admin may have). */
export function isTimed(values: Pick<EntryFormValues, 'type' | 'absenceWithTimes'>): boolean {
  return !isAbsenceType(values.type) || values.absenceWithTimes;
}

/**
 * Whether 'Pause inkluderet' is offered (time-registration §5): not for overtime, nor for an employee whose break
 * is paid or who is paid hourly on the registration's day. A hidden toggle never subtracts the break.
 */
export function breakToggleShown(
  values: Pick<EntryFormValues, 'type' | 'date'>,
  settings: TimeLogSettingSources,
): boolean {
  const { paidBreak, isPaidHourly } = settingOn(settings, values.date);
  return breakToggleVisible({ type: values.type, paidBreak, isPaidHourly });
}

/** The minutes 'Pause inkluderet' subtracts on `date`: the setting's break; none when paid or paid hourly. */
export function breakMinutesOn(settings: TimeLogSettingSources, date: IsoDate | null): number {
  const setting = settingOn(settings, date);
  return setting.paidBreak || setting.isPaidHourly ? 0 : setting.breakDuration;
}

/**
 * The default times of a registration on `date`: that weekday of the norm week in force. A day the norm week
 * does not work ('Fri') has no times of its own, so it gets the default week's for the weekday (08:00–16:00 on a
 * weekend, 08:00–15:30 on a Friday).
 */
function defaultTimes(settings: TimeLogSettingSources, date: IsoDate): Pick<ScheduleDay, 'from' | 'end'> {
  const day = scheduleDayOf(settingOn(settings, date), date);
  return day.notWorking ? scheduleDayOf(DEFAULT_TIME_LOG_SETTING, date) : day;
}

/**
 * A whole absence day's hours, as the server gives each day of a multi-day absence (`expandAbsence`): holiday is
 * always 7.5 hours (time-registration §4); time off and sick leave the day's scheduled hours of the setting in
 * force. A day without scheduled hours (or no date yet) starts from a standard day of 7.5.
 */
export function absenceDayHours(
  type: TimeEntryType,
  date: IsoDate | null,
  settings: TimeLogSettingSources,
): number {
  if (type === 'holiday' || !date || !isIsoDate(date)) return HOLIDAY_DAY_HOURS;
  return scheduledHours(settingOn(settings, date), date) || HOLIDAY_DAY_HOURS;
}

/** A new registration on `date`: work, with that weekday's norm times and the break included. */
export function newEntryValues(date: IsoDate, settings: TimeLogSettingSources): EntryFormValues {
  const norm = defaultTimes(settings, date);
  return {
    type: 'work',
    date,
    multiDay: false,
    toDate: null,
    absenceWithTimes: false,
    startTime: norm.from,
    endTime: norm.end,
    breakWasIncluded: true,
    hours: NON_ABSENCE_HOURS,
    note: '',
  };
}

/** The form for changing `entry`. An absence without times keeps its hours; times default for a type change. */
export function editEntryValues(entry: TimeEntryDto, settings: TimeLogSettingSources): EntryFormValues {
  const norm = defaultTimes(settings, entry.date);
  const timed = entry.startTime !== null && entry.endTime !== null;
  return {
    type: entry.type,
    date: entry.date,
    multiDay: false,
    toDate: null,
    absenceWithTimes: isAbsenceType(entry.type) && timed,
    startTime: entry.startTime ?? norm.from,
    endTime: entry.endTime ?? norm.end,
    breakWasIncluded: timed ? entry.breakWasIncluded : true,
    hours: entry.hours,
    note: entry.note,
  };
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
    return { ...values, type, multiDay: false, toDate: null, hours: NON_ABSENCE_HOURS };
  const wholeDay = absenceDayHours(type, values.date, settings);
  if (!isAbsenceType(values.type)) return { ...values, type, hours: wholeDay };
  const untouched = hoursOf(values.hours) === absenceDayHours(values.type, values.date, settings);
  return { ...values, type, ...(untouched ? { hours: wholeDay } : {}) };
}

/**
 * The hours a timed registration will get, shown read-only ('7,50 timer'); null without both times. Computed as
 * the server does, with the break of the setting in force on the day (none when paid or paid hourly).
 */
export function previewHours(values: EntryFormValues, settings: TimeLogSettingSources): number | null {
  if (!isTimed(values) || !values.startTime || !values.endTime) return null;
  const setting = settingOn(settings, values.date);
  return entryHours({
    type: values.type,
    startTime: values.startTime,
    endTime: values.endTime,
    breakMinutes: setting.breakDuration,
    breakIncluded: values.breakWasIncluded,
    paidBreak: setting.paidBreak,
    isPaidHourly: setting.isPaidHourly,
  });
}

function hoursOf(value: number | string): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const parsed = Number(value.replace(',', '.'));
  return value.trim() === '' || Number.isNaN(parsed) ? undefined : parsed;
}

/**
 * The API body for the form (NewTimeEntry): only the fields that belong to the kind of registration, so the
 * server's schema judges exactly what the employee sees. A missing date is sent as '' to get 'Dato mangler'.
 */
export function entryBody(values: EntryFormValues, settings: TimeLogSettingSources): NewTimeEntry {
  const common = { type: values.type, date: values.date ?? '', note: values.note.trim() };
  const hours = hoursOf(values.hours);
  if (isAbsenceType(values.type) && values.multiDay) {
    // A period of one day is a one-day absence to the server, which then needs its hours.
    const oneDay = values.toDate !== null && values.toDate === values.date && hours !== undefined;
    return { ...common, toDate: values.toDate ?? '', ...(oneDay ? { hours } : {}) };
  }
  if (isTimed(values)) {
    return {
      ...common,
      ...(values.startTime ? { startTime: values.startTime } : {}),
      ...(values.endTime ? { endTime: values.endTime } : {}),
      // A hidden toggle never subtracts (entryHours), so it is sent as off rather than as a stale 'on'.
      breakWasIncluded: values.breakWasIncluded && breakToggleShown(values, settings),
    };
  }
  return { ...common, ...(hours === undefined ? {} : { hours }) };
}
