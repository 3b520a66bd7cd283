// The registration form's rules shared by the employee app and the admin's registrations (time-registration §5).
// Each takes the TimeLogSetting in force on the registration's day; how that setting is found (the employee's
// sources, or the admin's employee rules while their settings load) is the caller's.
import {
  type AbsenceKind,
  breakToggleVisible,
  DEFAULT_TIME_LOG_SETTING,
  endsNextDay,
  entryHours,
  HOLIDAY_DAY_HOURS,
  type IsoDate,
  isAbsenceType,
  isIsoDate,
  isoWeekday,
  type NewTimeEntry,
  type ScheduleDay,
  scheduleDayOnWeekday,
  scheduledHours,
  type TimeEntryDto,
  type TimeEntryType,
  type TimeLogSetting,
} from '@kollega/domain';

/** What the registration form holds of the entry itself; `entryBody` turns it into the API's NewTimeEntry. */
export type EntryFields = {
  type: TimeEntryType;
  /** 'YYYY-MM-DD', or null while the date field is empty. */
  date: IsoDate | null;
  /** 'Flere dage': an absence from `date` to `toDate` (time-registration §5: holiday, sickLeave, timeOff). */
  multiDay: boolean;
  toDate: IsoDate | null;
  /** An absence on one day registered with start and end instead of hours (work and overtime always are). */
  absenceWithTimes: boolean;
  startTime: string;
  endTime: string;
  /**
   * 'Slutter næste dag': an end at or before the start is a night shift only when this is ticked (issue 17); the
   * box shows only for such an end (`needsOvernight`).
   */
  overnight: boolean;
  /** 'Pause inkluderet': subtract the break (not for overtime, a paid break or paid hourly; see breakToggleShown). */
  breakWasIncluded: boolean;
  /** An absence's hours; Mantine's NumberInput gives '' while empty. */
  hours: number | string;
  note: string;
  /**
   * Break minutes clocked in the employee app (decision 030): not a field of the form, but the server keeps them on
   * a registration that keeps its times, so the preview subtracts them too.
   */
  clockedBreakMinutes?: number;
  /** 'Til afspadsering' (decision 052): overtime banked instead of paid; only sent for overtime. */
  toTimeBank?: boolean;
  /** Issue 34: Barns sygedag's day or Barsel's kind; sent only for those types. */
  absenceKind?: string | null;
  /** Issue 34: Barsel with salary, Tjenestefri with pay; sent only for those types. */
  withPay?: boolean | null;
};

/** Issue 34: the detail a type's registration carries in the body (none for the other types). */
export function absenceDetailBody(values: Pick<EntryFields, 'type' | 'absenceKind' | 'withPay'>) {
  if (values.type === 'childSick') return { absenceKind: (values.absenceKind ?? 'first') as AbsenceKind };
  if (values.type === 'parentalLeave')
    return {
      absenceKind: (values.absenceKind ?? 'maternity') as AbsenceKind,
      withPay: values.withPay ?? false,
    };
  if (values.type === 'leaveOfAbsence') return { withPay: values.withPay ?? false };
  return {};
}

/** time-registration §5: changing to a non-absence type resets the hours to 0.5. */
export const NON_ABSENCE_HOURS = 0.5;

/** The hours field as a number ('3,5' too); undefined while empty or not a number. */
export function hoursOf(value: number | string): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const parsed = Number(value.replace(',', '.'));
  return value.trim() === '' || Number.isNaN(parsed) ? undefined : parsed;
}

function validDate(date: IsoDate | null): IsoDate | null {
  return date && isIsoDate(date) ? date : null;
}

/** Whether the entry is registered with start and end: work and overtime always, a one-day absence when chosen. */
export function isTimed(values: Pick<EntryFields, 'type' | 'absenceWithTimes' | 'multiDay'>): boolean {
  if (!isAbsenceType(values.type)) return true;
  return values.absenceWithTimes && !values.multiDay;
}

/** Whether the times as entered end at or before the start, so 'Slutter næste dag' is asked (issue 17). */
export function needsOvernight(
  values: Pick<EntryFields, 'type' | 'absenceWithTimes' | 'multiDay' | 'startTime' | 'endTime'>,
): boolean {
  return (
    isTimed(values) &&
    validTime(values.startTime) &&
    validTime(values.endTime) &&
    endsNextDay(values.startTime, values.endTime)
  );
}

const validTime = (time: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(time);

/**
 * Whether 'Pause inkluderet' is offered (time-registration §5): not for overtime, nor for an employee whose break
 * is paid or who is paid hourly under `setting`. A hidden toggle never subtracts the break.
 */
export function breakToggleShown(type: TimeEntryType, setting: TimeLogSetting): boolean {
  return breakToggleVisible({ type, paidBreak: setting.paidBreak, isPaidHourly: setting.isPaidHourly });
}

/** The minutes 'Pause inkluderet' subtracts under `setting`: its break; none when paid or paid hourly. */
export function breakMinutes(setting: TimeLogSetting): number {
  return setting.paidBreak || setting.isPaidHourly ? 0 : setting.breakDuration;
}

/**
 * The norm day of `date` under `setting` (Monday while the date is empty). A day the norm week does not work
 * ('Fri') has no times of its own, so it gets the default week's for the weekday (08:00–16:00 on a weekend,
 * 08:00–15:30 on a Friday).
 */
export function normDay(setting: TimeLogSetting, date: IsoDate | null): ScheduleDay {
  const valid = validDate(date);
  const weekday = valid ? isoWeekday(valid) : 1;
  const day = scheduleDayOnWeekday(setting, weekday);
  return day.notWorking ? scheduleDayOnWeekday(DEFAULT_TIME_LOG_SETTING, weekday) : day;
}

/**
 * A whole absence day's hours, as the server gives each day of a multi-day absence (`expandAbsence`): holiday is
 * always 7.5 hours (time-registration §4); time off and sick leave the day's scheduled hours under `setting`. A
 * day without scheduled hours (or no date yet) starts from a standard day of 7.5.
 */
export function absenceDayHours(type: TimeEntryType, date: IsoDate | null, setting: TimeLogSetting): number {
  const valid = validDate(date);
  if (type === 'holiday' || !valid) return HOLIDAY_DAY_HOURS;
  return scheduledHours(setting, valid) || HOLIDAY_DAY_HOURS;
}

/** The form for changing `entry`: an absence without times keeps its hours; times default for a type change. */
export function editEntryFields(entry: TimeEntryDto, setting: TimeLogSetting): EntryFields {
  const norm = normDay(setting, entry.date);
  const timed = entry.startTime !== null && entry.endTime !== null;
  return {
    type: entry.type,
    date: entry.date,
    multiDay: false,
    toDate: null,
    absenceWithTimes: isAbsenceType(entry.type) && timed,
    startTime: entry.startTime ?? norm.from,
    endTime: entry.endTime ?? norm.end,
    // A stored registration ending at or before its start is a night shift someone confirmed already.
    overnight: timed && endsNextDay(entry.startTime as string, entry.endTime as string),
    breakWasIncluded: timed ? entry.breakWasIncluded : true,
    hours: entry.hours,
    note: entry.note,
    ...(entry.absenceKind != null ? { absenceKind: entry.absenceKind } : {}),
    ...(entry.withPay != null ? { withPay: entry.withPay } : {}),
    ...(timed && entry.clockedBreakMinutes ? { clockedBreakMinutes: entry.clockedBreakMinutes } : {}),
    ...(entry.toTimeBank ? { toTimeBank: true } : {}),
  };
}

/**
 * The hours a timed registration will get, shown read-only ('7,50 timer') before saving; null without both times, or
 * while an end at or before the start is not confirmed as the next day. Computed as the server does, with the
 * break, paid break and pay of `setting`.
 */
export function previewHours(values: EntryFields, setting: TimeLogSetting): number | null {
  if (!isTimed(values) || !values.startTime || !values.endTime) return null;
  if (needsOvernight(values) && !values.overnight) return null;
  return entryHours({
    type: values.type,
    startTime: values.startTime,
    endTime: values.endTime,
    breakMinutes: setting.breakDuration,
    breakIncluded: values.breakWasIncluded,
    paidBreak: setting.paidBreak,
    isPaidHourly: setting.isPaidHourly,
    clockedBreakMinutes: values.clockedBreakMinutes ?? 0,
  });
}

/**
 * The API body for the form (NewTimeEntry): only the fields that belong to the kind of registration, so the
 * server's schema judges exactly what the user sees. A missing date is sent as '' to get 'Dato mangler'.
 */
export function entryBody(values: EntryFields, setting: TimeLogSetting): NewTimeEntry {
  const common = {
    type: values.type,
    date: values.date ?? '',
    note: values.note.trim(),
    ...absenceDetailBody(values),
  };
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
      // Only for an end at or before the start: a box no longer shown is not sent as ticked.
      ...(values.overnight && needsOvernight(values) ? { overnight: true } : {}),
      // A hidden toggle never subtracts (entryHours), so it is sent as off rather than as a stale 'on'.
      breakWasIncluded: values.breakWasIncluded && breakToggleShown(values.type, setting),
      // Only overtime is banked; a box no longer shown (another type) is not sent.
      ...(values.type === 'overtime' && values.toTimeBank ? { toTimeBank: true } : {}),
    };
  }
  return { ...common, ...(hours === undefined ? {} : { hours }) };
}
