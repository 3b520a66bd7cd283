import {
  breakToggleVisible,
  DEFAULT_TIME_LOG_SETTING,
  entryHours,
  type IsoDate,
  isAbsenceType,
  type NewTimeEntry,
  scheduleDayOf,
  scheduledHours,
  type TimeEntryDto,
  type TimeEntryType,
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
  /** 'Pause inkluderet': subtract the break (not for overtime, see breakToggleVisible). */
  breakWasIncluded: boolean;
  /** An absence's hours; Mantine's NumberInput gives '' while empty. */
  hours: number | string;
  note: string;
};

/**
 * The break the app computes its preview with. The employee's own break and pay form are not exposed to the app
 * yet, so this is the default (30 minutes, unpaid); the server computes the stored hours with the real setting.
 */
export const PREVIEW_BREAK_MINUTES = DEFAULT_TIME_LOG_SETTING.breakDuration;

/** time-registration §5: changing to a non-absence type resets the hours to 0.5. */
const NON_ABSENCE_HOURS = 0.5;

/** Work and overtime have times; an absence has them only if it was registered so (an admin may have). */
export function isTimed(values: Pick<EntryFormValues, 'type' | 'absenceWithTimes'>): boolean {
  return !isAbsenceType(values.type) || values.absenceWithTimes;
}

/** A whole absence day counts the norm of the default week (7.5 hours Monday–Thursday, 7 on Friday). */
function absenceDayHours(date: IsoDate | null): number {
  return date ? scheduledHours(DEFAULT_TIME_LOG_SETTING, date) || 7.5 : 7.5;
}

/** A new registration on `date`: work, with the default week's times for that weekday and the break included. */
export function newEntryValues(date: IsoDate): EntryFormValues {
  const norm = scheduleDayOf(DEFAULT_TIME_LOG_SETTING, date);
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
export function editEntryValues(entry: TimeEntryDto): EntryFormValues {
  const norm = scheduleDayOf(DEFAULT_TIME_LOG_SETTING, entry.date);
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
 * or overtime, the hours start at a whole day's norm, the usual absence.
 */
export function withType(values: EntryFormValues, type: TimeEntryType): EntryFormValues {
  if (!isAbsenceType(type))
    return { ...values, type, multiDay: false, toDate: null, hours: NON_ABSENCE_HOURS };
  if (!isAbsenceType(values.type)) return { ...values, type, hours: absenceDayHours(values.date) };
  return { ...values, type };
}

/** The hours a timed registration will get, shown read-only ('7,50 timer'); null without both times. */
export function previewHours(values: EntryFormValues): number | null {
  if (!isTimed(values) || !values.startTime || !values.endTime) return null;
  return entryHours({
    type: values.type,
    startTime: values.startTime,
    endTime: values.endTime,
    breakMinutes: PREVIEW_BREAK_MINUTES,
    breakIncluded: values.breakWasIncluded,
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
export function entryBody(values: EntryFormValues): NewTimeEntry {
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
      breakWasIncluded: values.breakWasIncluded && breakToggleVisible({ type: values.type }),
    };
  }
  return { ...common, ...(hours === undefined ? {} : { hours }) };
}
