import {
  breakToggleVisible,
  DEFAULT_TIME_LOG_SETTING,
  defaultEntryType,
  EMPLOYMENT_STATUSES,
  type EmploymentStatus,
  entryHours,
  HOLIDAY_DAY_HOURS,
  type IsoDate,
  isAbsenceType,
  minutesOfDay,
  type NewTimeEntry,
  scheduleDayOf,
  scheduledHours,
  type TimeEntryDto,
  type TimeEntryType,
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

/** The pay and break rules of the chosen employee that the form needs (TimeregEmployee, in force today). */
export type EntryRules = Pick<TimeregEmployee, 'isPaidHourly' | 'paidBreak' | 'breakDuration'>;

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

/**
 * The hours an absence starts with: a holiday day counts 7.5 hours (§4), another absence the day's norm. The
 * employee's own norm week is not exposed by the API, so the company default week stands in; the admin can
 * change the figure.
 */
function absenceDayHours(type: TimeEntryType, date: IsoDate | null): number {
  if (type === 'holiday' || !date) return HOLIDAY_DAY_HOURS;
  return scheduledHours(DEFAULT_TIME_LOG_SETTING, date) || HOLIDAY_DAY_HOURS;
}

/** 'HH:mm' plus some minutes, within the day. */
function later(time: string, minutes: number): string {
  const total = Math.min(minutesOfDay(time) + minutes, 23 * 60 + 45);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * The times a registration of `type` starts with: the norm day's for work and absences; for overtime, the usual
 * default (§9), the half hour after the norm day (the 0.5 hours §5 resets to), not a whole day of overtime.
 */
export function defaultTimes(
  type: TimeEntryType,
  date: IsoDate | null,
): { startTime: string; endTime: string } {
  const norm = date
    ? scheduleDayOf(DEFAULT_TIME_LOG_SETTING, date)
    : DEFAULT_TIME_LOG_SETTING.weeklySchedule[0]!;
  if (type === 'overtime') return { startTime: norm.end, endTime: later(norm.end, NON_ABSENCE_HOURS * 60) };
  return { startTime: norm.from, endTime: norm.end };
}

/** A new registration: the employee's default type on `date`, with its default times and the break. */
export function newEntryValues(employee: TimeregEmployee | undefined, date: IsoDate): EntryFormValues {
  const type = initialType(employee);
  return {
    employeeId: employee?.id ?? null,
    type,
    date,
    multiDay: false,
    toDate: null,
    absenceWithTimes: false,
    ...defaultTimes(type, date),
    breakWasIncluded: true,
    hours: isAbsenceType(type) ? absenceDayHours(type, date) : NON_ABSENCE_HOURS,
    note: '',
  };
}

/** The form for changing `entry`: an absence without times keeps its hours; times default for a type change. */
export function editEntryValues(entry: TimeEntryDto, employeeId: string): EntryFormValues {
  const norm = scheduleDayOf(DEFAULT_TIME_LOG_SETTING, entry.date);
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

/**
 * Times the admin has not changed follow the type (overtime's half hour, or the norm day), so switching from
 * the default overtime to work does not leave a half hour with the break taken out of it (0 hours).
 */
function timesFor(values: EntryFormValues, type: TimeEntryType) {
  const current = defaultTimes(values.type, values.date);
  const untouched = values.startTime === current.startTime && values.endTime === current.endTime;
  return untouched ? defaultTimes(type, values.date) : {};
}

/**
 * The form after choosing another type (time-registration §5): to a non-absence type the hours reset to 0.5
 * and 'Flere dage' turns off. Between absences, and from work to an absence, the hours stay as they are: the
 * spec names no other reset, and the admin sees and sets an absence's hours.
 */
export function withType(values: EntryFormValues, type: TimeEntryType): EntryFormValues {
  const next = { ...values, ...timesFor(values, type), type };
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

/** time-registration §5: the break toggle is hidden for overtime, paid-hourly and paid-break employees. */
export function showBreakToggle(
  values: Pick<EntryFormValues, 'type'>,
  rules: EntryRules | undefined,
): boolean {
  return breakToggleVisible({
    type: values.type,
    paidBreak: rules?.paidBreak ?? false,
    isPaidHourly: rules?.isPaidHourly ?? false,
  });
}

/** The read-only hours of a timed entry (§5), with the employee's break; null when it has no times. */
export function previewHours(values: EntryFormValues, rules: EntryRules | undefined): number | null {
  if (!isTimed(values) || !values.startTime || !values.endTime) return null;
  return entryHours({
    type: values.type,
    startTime: values.startTime,
    endTime: values.endTime,
    breakMinutes: rules?.breakDuration ?? DEFAULT_TIME_LOG_SETTING.breakDuration,
    breakIncluded: values.breakWasIncluded,
    paidBreak: rules?.paidBreak ?? false,
    isPaidHourly: rules?.isPaidHourly ?? false,
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
