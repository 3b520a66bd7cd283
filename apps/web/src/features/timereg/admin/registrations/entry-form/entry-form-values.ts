import {
  breakToggleVisible,
  DEFAULT_TIME_LOG_SETTING,
  danishToday,
  defaultEntryType,
  EMPLOYMENT_STATUSES,
  type EmploymentStatus,
  entryHours,
  HOLIDAY_DAY_HOURS,
  type IsoDate,
  isAbsenceType,
  isIsoDate,
  isoWeekday,
  minutesOfDay,
  type NewTimeEntry,
  pickSetting,
  type ScheduleDay,
  scheduleDayOnWeekday,
  scheduledHours,
  type TimeEntryDto,
  type TimeEntryType,
  type TimeLogSetting,
  type TimeLogSettingSources,
  type TimeregEmployee,
} from '@kollega/domain';

/** What the registration form holds; `entryBody` turns it into the API's NewTimeEntry. */
export type EntryFormValues = {
  /** The employee the entry is for; null until one is chosen. */
  employeeId: string | null;
  type: TimeEntryType;
  /** 'YYYY-MM-DD', or null while the date field is empty. */
  date: IsoDate | null;
  /** 'Flere dage': an absence from `date` to `toDate` (time-registration §5: holiday, timeOff, sickLeave). */
  multiDay: boolean;
  toDate: IsoDate | null;
  /** An absence on one day registered with start and end instead of hours (work and overtime always are). */
  absenceWithTimes: boolean;
  startTime: string;
  endTime: string;
  /** 'Pause inkluderet'. */
  breakWasIncluded: boolean;
  /** An absence's hours; Mantine's NumberInput gives '' while it is empty. */
  hours: number | string;
  note: string;
};

/**
 * What the form needs of the chosen employee's norm (time-registration §5): the break and pay rules in force today
 * from the employee list (TimeregEmployee), and, once loaded, the settings their norm is picked from
 * (`settingInForce`, decisions.md 13). With settings, the setting in force on the registration's day gives the
 * default times, an absence's hours, the break and whether the break toggle shows; without (still loading, or
 * failed), the default week with today's rules does.
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

/** time-registration §5: changing to a non-absence type resets the hours to 0.5. */
export const NON_ABSENCE_HOURS = 0.5;

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

/**
 * The norm day of `date` (Monday while the date is empty). A day the norm week does not work ('Fri') has no times
 * of its own, so it gets the default week's for the weekday (08:00–16:00 on a weekend), as in the employee app.
 */
function normDay(rules: EntryRules | undefined, date: IsoDate | null): ScheduleDay {
  const valid = validDate(date);
  const weekday = valid ? isoWeekday(valid) : 1;
  const day = scheduleDayOnWeekday(settingOn(rules, valid), weekday);
  return day.notWorking ? scheduleDayOnWeekday(DEFAULT_TIME_LOG_SETTING, weekday) : day;
}

/**
 * The hours an absence starts with, as the server gives each day of a multi-day absence (`expandAbsence`): a
 * holiday day counts 7.5 hours (§4), time off and sick leave the day's scheduled hours of the setting in force. A
 * day without scheduled hours (or no date yet) starts from a standard day of 7.5; the admin can change the figure.
 */
export function absenceDayHours(
  type: TimeEntryType,
  date: IsoDate | null,
  rules: EntryRules | undefined,
): number {
  const valid = validDate(date);
  if (type === 'holiday' || !valid) return HOLIDAY_DAY_HOURS;
  return scheduledHours(settingOn(rules, valid), valid) || HOLIDAY_DAY_HOURS;
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
  const norm = normDay(rules, date);
  if (type === 'overtime') return { startTime: norm.end, endTime: later(norm.end, NON_ABSENCE_HOURS * 60) };
  return { startTime: norm.from, endTime: norm.end };
}

/**
 * A new registration: the employee's default type on `date`, with its default times and the break. `rules`
 * default to the employee's own (the default week), for when their settings are not there.
 */
export function newEntryValues(
  employee: TimeregEmployee | undefined,
  date: IsoDate,
  rules: EntryRules | undefined = employee,
): EntryFormValues {
  const type = initialType(employee);
  return {
    employeeId: employee?.id ?? null,
    type,
    date,
    multiDay: false,
    toDate: null,
    absenceWithTimes: false,
    ...defaultTimes(type, date, rules),
    breakWasIncluded: true,
    hours: isAbsenceType(type) ? absenceDayHours(type, date, rules) : NON_ABSENCE_HOURS,
    note: '',
  };
}

/** The form for changing `entry`: an absence without times keeps its hours; times default for a type change. */
export function editEntryValues(
  entry: TimeEntryDto,
  employeeId: string,
  rules?: EntryRules | undefined,
): EntryFormValues {
  const norm = normDay(rules, entry.date);
  const timed = entry.startTime !== null && entry.endTime !== null;
  return {
    employeeId,
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
    hoursOf(values.hours) === hoursBefore &&
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
 * The form after choosing another type (time-registration §5): to a non-absence type the hours reset to 0.5
 * and 'Flere dage' turns off. Between absences, and from work to an absence, the hours stay as they are: the
 * spec names no other reset, and the admin sees and sets an absence's hours.
 */
export function withType(
  values: EntryFormValues,
  type: TimeEntryType,
  rules: EntryRules | undefined,
): EntryFormValues {
  const next = { ...values, ...timesFor(values, type, rules), type };
  if (!isAbsenceType(type)) {
    return { ...next, multiDay: false, toDate: null, absenceWithTimes: false, hours: NON_ABSENCE_HOURS };
  }
  return next;
}

/** Whether the entry is registered with start and end: work and overtime always, an absence when chosen. */
export function isTimed(values: Pick<EntryFormValues, 'type' | 'absenceWithTimes' | 'multiDay'>): boolean {
  if (!isAbsenceType(values.type)) return true;
  return values.absenceWithTimes && !values.multiDay;
}

/**
 * time-registration §5: the break toggle is hidden for overtime, and for an employee whose break is paid or who is
 * paid hourly on the registration's day.
 */
export function showBreakToggle(
  values: Pick<EntryFormValues, 'type' | 'date'>,
  rules: EntryRules | undefined,
): boolean {
  const { paidBreak, isPaidHourly } = settingOn(rules, values.date);
  return breakToggleVisible({ type: values.type, paidBreak, isPaidHourly });
}

/** The minutes 'Pause inkluderet' subtracts on the registration's day: the break of the setting in force. */
export function breakMinutes(values: Pick<EntryFormValues, 'date'>, rules: EntryRules | undefined): number {
  return settingOn(rules, values.date).breakDuration;
}

/**
 * The read-only hours of a timed entry (§5), as the server computes them: with the break, paid break and pay of
 * the setting in force on the day; null when it has no times.
 */
export function previewHours(values: EntryFormValues, rules: EntryRules | undefined): number | null {
  if (!isTimed(values) || !values.startTime || !values.endTime) return null;
  const setting = settingOn(rules, values.date);
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
 * The API body (NewTimeEntry): only the fields of the kind of registration shown, so the server's schema judges
 * exactly what the admin sees. A missing date is sent as '' to get 'Dato mangler'.
 */
export function entryBody(values: EntryFormValues, rules: EntryRules | undefined): NewTimeEntry {
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
      // A hidden toggle never subtracts, so it is sent as off rather than as a stale 'on'.
      breakWasIncluded: values.breakWasIncluded && showBreakToggle(values, rules),
    };
  }
  return { ...common, ...(hours === undefined ? {} : { hours }) };
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
