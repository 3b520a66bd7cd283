import {
  DEFAULT_TIME_LOG_SETTING,
  danishToday,
  defaultEntryType,
  EMPLOYMENT_STATUSES,
  type EmploymentStatus,
  type IsoDate,
  isAbsenceType,
  isIsoDate,
  minutesOfDay,
  type NewTimeEntry,
  pickSetting,
  type ScheduleDay,
  type TimeEntryDto,
  type TimeEntryType,
  type TimeLogSetting,
  type TimeLogSettingSources,
  type TimeregEmployee,
} from '@kollega/domain';
import * as formRules from './entry-form-rules';

/** What the registration form holds; `entryBody` turns it into the API's NewTimeEntry. */
export type EntryFormValues = formRules.EntryFields & {
  /** The employee the entry is for; null until one is chosen. */
  employeeId: string | null;
};

/**
 * What the form needs of the employee's norm (time-registration §5): the break and pay rules in force today (the
 * admin's employee list, TimeregEmployee), and, once loaded, the settings their norm is picked from
 * (`settingInForce`, docs/rules/timereg.md#ruling-13). With settings, the setting in force on the registration's day gives the
 * default times, an absence's hours, the break and whether the break toggle shows; without (still loading, or
 * failed), the default week with today's rules does. The employee app always has the settings (`ownRules`).
 */
export type EntryRules = Pick<TimeregEmployee, 'isPaidHourly' | 'paidBreak' | 'breakDuration'> & {
  settings?: TimeLogSettingSources | null | undefined;
};

/**
 * The rules of `employee` with their norm settings; the employee itself while the settings are not there, so the
 * result keeps its identity as long as its inputs do.
 */
export function entryRules(
  employee: EntryRules | undefined,
  settings: TimeLogSettingSources | null | undefined,
): EntryRules | undefined {
  if (!employee || !settings) return employee;
  const { isPaidHourly, paidBreak, breakDuration } = employee;
  return { isPaidHourly, paidBreak, breakDuration, settings };
}

/**
 * The employee app's rules: the signed-in employee's own settings (GET /api/me/timereg), with today's break and pay
 * rules taken from them.
 */
export function ownRules(settings: TimeLogSettingSources): EntryRules {
  const { isPaidHourly, paidBreak, breakDuration } = pickSetting(settings, danishToday());
  return { isPaidHourly, paidBreak, breakDuration, settings };
}

export const { isTimed, needsOvernight, NON_ABSENCE_HOURS } = formRules;

function employmentStatusOf(status: string): EmploymentStatus {
  return (EMPLOYMENT_STATUSES as readonly string[]).includes(status)
    ? (status as EmploymentStatus)
    : 'active';
}

/** time-registration §9: a new registration's type by the employee's employment status. */
export function initialType(employee: Pick<TimeregEmployee, 'employmentStatus'> | undefined): TimeEntryType {
  return defaultEntryType(employmentStatusOf(employee?.employmentStatus ?? 'active'));
}

function validDate(date: IsoDate | null): IsoDate | null {
  return date && isIsoDate(date) ? date : null;
}

/** The default week with the break and pay rules of the employee list, once per rules object. */
const fallbackSettings = new WeakMap<EntryRules, TimeLogSetting>();

/**
 * The setting in force on `date` (today while the date is empty): picked from the employee's settings, or while
 * those are not there the default week with their break and pay rules of today (the default week alone without
 * an employee).
 */
export function settingOn(rules: EntryRules | undefined, date: IsoDate | null): TimeLogSetting {
  if (rules?.settings) return pickSetting(rules.settings, validDate(date) ?? danishToday());
  if (!rules) return DEFAULT_TIME_LOG_SETTING;
  let fallback = fallbackSettings.get(rules);
  if (!fallback) {
    const { isPaidHourly, paidBreak, breakDuration } = rules;
    fallback = { ...DEFAULT_TIME_LOG_SETTING, isPaidHourly, paidBreak, breakDuration };
    fallbackSettings.set(rules, fallback);
  }
  return fallback;
}

/** The norm day of `date` (Monday while the date is empty) under the setting in force, as in the employee app. */
function normDayOf(rules: EntryRules | undefined, date: IsoDate | null): ScheduleDay {
  return formRules.normDay(settingOn(rules, date), date);
}

/**
 * The hours an absence starts with (see the shared rule): a holiday day counts 7.5 hours (§4), time off and sick
 * leave the day's scheduled hours of the setting in force; the admin can change the figure.
 */
export function absenceDayHours(
  type: TimeEntryType,
  date: IsoDate | null,
  rules: EntryRules | undefined,
): number {
  return formRules.absenceDayHours(type, date, settingOn(rules, date));
}

/** 'HH:mm' plus some minutes, within the day. */
function later(time: string, minutes: number): string {
  const total = Math.min(minutesOfDay(time) + minutes, 23 * 60 + 45);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * The times a registration of `type` starts with: the employee's norm day's for work and absences; for overtime,
 * the usual default (§9), the half hour after the norm day (the 0.5 hours §5 resets to), not a whole day of
 * overtime.
 */
export function defaultTimes(
  type: TimeEntryType,
  date: IsoDate | null,
  rules: EntryRules | undefined,
): { startTime: string; endTime: string } {
  const norm = normDayOf(rules, date);
  if (type === 'overtime')
    return { startTime: norm.end, endTime: later(norm.end, formRules.NON_ABSENCE_HOURS * 60) };
  return { startTime: norm.from, endTime: norm.end };
}

/**
 * A new registration: the employee's default type on `date` (§9; the employee app starts with work), with its
 * default times and the break. `rules` default to the employee's own (the default week), for when their settings
 * are not there.
 */
export function newEntryValues(
  employee: TimeregEmployee | undefined,
  date: IsoDate,
  rules: EntryRules | undefined = employee,
  type: TimeEntryType = initialType(employee),
): EntryFormValues {
  return {
    employeeId: employee?.id ?? null,
    type,
    date,
    multiDay: false,
    toDate: null,
    absenceWithTimes: false,
    ...defaultTimes(type, date, rules),
    overnight: false,
    breakWasIncluded: true,
    hours: isAbsenceType(type) ? absenceDayHours(type, date, rules) : formRules.NON_ABSENCE_HOURS,
    note: '',
  };
}

/** The form for changing `entry`: an absence without times keeps its hours; times default for a type change. */
export function editEntryValues(
  entry: TimeEntryDto,
  employeeId: string | null,
  rules?: EntryRules | undefined,
): EntryFormValues {
  return { employeeId, ...formRules.editEntryFields(entry, settingOn(rules, entry.date)) };
}

/** What the form's defaults were worked out from: the employee's rules and the day. */
export type NormBasis = { rules: EntryRules | undefined; date: IsoDate | null };

/**
 * The form after what its defaults come from changed (the employee's settings arrived, another employee was
 * chosen, another day): times still at the previous default for the type move to the new default, and with
 * `hours` an absence's hours still at the previous whole day move to the new whole day. What the admin changed
 * stays. Returns `values` itself when nothing moves.
 */
export function followNorm(
  values: EntryFormValues,
  previous: NormBasis,
  rules: EntryRules | undefined,
  { times = true, hours = true }: { times?: boolean; hours?: boolean } = {},
): EntryFormValues {
  const before = defaultTimes(values.type, previous.date, previous.rules);
  const after = defaultTimes(values.type, values.date, rules);
  const moveTimes =
    times &&
    values.startTime === before.startTime &&
    values.endTime === before.endTime &&
    (before.startTime !== after.startTime || before.endTime !== after.endTime);
  const hoursBefore = absenceDayHours(values.type, previous.date, previous.rules);
  const hoursAfter = absenceDayHours(values.type, values.date, rules);
  const moveHours =
    hours &&
    isAbsenceType(values.type) &&
    formRules.hoursOf(values.hours) === hoursBefore &&
    hoursBefore !== hoursAfter;
  if (!moveTimes && !moveHours) return values;
  return { ...values, ...(moveTimes ? after : {}), ...(moveHours ? { hours: hoursAfter } : {}) };
}

/**
 * Times the admin has not changed follow the type (overtime's half hour, or the norm day), so switching from
 * the default overtime to work does not leave a half hour with the break taken out of it (0 hours).
 */
function timesFor(values: EntryFormValues, type: TimeEntryType, rules: EntryRules | undefined) {
  const current = defaultTimes(values.type, values.date, rules);
  const untouched = values.startTime === current.startTime && values.endTime === current.endTime;
  return untouched ? defaultTimes(type, values.date, rules) : {};
}

/**
 * What else follows a change of type. The admin's form and the employee app's have differed here from the start,
 * and the spec settles neither (it names only the reset to 0.5 below), so each keeps its own:
 * - `times`: times still at the previous type's default move to the new type's (overtime's half hour after the
 *   norm day, or the norm day), so switching from the default overtime to work does not leave a half hour with the
 *   break taken out of it (the admin's form, where overtime can be the starting type, §9);
 * - `hours`: to an absence from work or overtime the hours start at a whole absence day (`absenceDayHours`), and
 *   between absences untouched hours follow the new type; hours the user typed stay. Both forms do this since
 *   issue 17 (the admin's kept the 0,5 hours of overtime before).
 */
export type TypeChangeRules = { times: boolean; hours: boolean };

/**
 * The admin's form: times follow, and so do untouched hours (issue 17: a one-day Ferie starts at 7,5 hours and
 * Sygdom or Fri at the day's norm, not at the 0,5 hours of the overtime it was switched from).
 */
export const ADMIN_TYPE_CHANGE: TypeChangeRules = { times: true, hours: true };

/**
 * The form after choosing another type (time-registration §5): to a non-absence type the hours reset to 0.5
 * and 'Flere dage' turns off; the rest as `follow` says.
 */
export function withType(
  values: EntryFormValues,
  type: TimeEntryType,
  rules: EntryRules | undefined,
  follow: TypeChangeRules = ADMIN_TYPE_CHANGE,
): EntryFormValues {
  const next = { ...values, ...(follow.times ? timesFor(values, type, rules) : {}), type };
  if (!isAbsenceType(type)) {
    return {
      ...next,
      multiDay: false,
      toDate: null,
      absenceWithTimes: false,
      hours: formRules.NON_ABSENCE_HOURS,
    };
  }
  if (!follow.hours) return next;
  const wholeDay = absenceDayHours(type, values.date, rules);
  if (!isAbsenceType(values.type)) return { ...next, hours: wholeDay };
  const untouched = formRules.hoursOf(values.hours) === absenceDayHours(values.type, values.date, rules);
  return untouched ? { ...next, hours: wholeDay } : next;
}

/**
 * time-registration §5: the break toggle is hidden for overtime, and for an employee whose break is paid or who is
 * paid hourly on the registration's day.
 */
export function showBreakToggle(
  values: Pick<EntryFormValues, 'type' | 'date'>,
  rules: EntryRules | undefined,
): boolean {
  return formRules.breakToggleShown(values.type, settingOn(rules, values.date));
}

/**
 * The minutes 'Pause inkluderet' subtracts on the registration's day: the break of the setting in force (none
 * when paid or paid hourly, when the toggle is hidden anyway).
 */
export function breakMinutes(values: Pick<EntryFormValues, 'date'>, rules: EntryRules | undefined): number {
  return formRules.breakMinutes(settingOn(rules, values.date));
}

/** The read-only hours of a timed entry (§5), with the setting in force on the day; null when it has no times. */
export function previewHours(values: EntryFormValues, rules: EntryRules | undefined): number | null {
  return formRules.previewHours(values, settingOn(rules, values.date));
}

/** The API body (NewTimeEntry), judged with the setting in force on the day. */
export function entryBody(values: EntryFormValues, rules: EntryRules | undefined): NewTimeEntry {
  return formRules.entryBody(values, settingOn(rules, values.date));
}

/** Whether the form would send something different from `initial` (§5: saving an edit needs a change). */
export function hasChanges(
  values: EntryFormValues,
  initial: EntryFormValues,
  rules: EntryRules | undefined,
): boolean {
  return (
    values.employeeId !== initial.employeeId ||
    JSON.stringify(entryBody(values, rules)) !== JSON.stringify(entryBody(initial, rules))
  );
}
