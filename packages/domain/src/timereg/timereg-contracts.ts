import { z } from 'zod';
import { daysBetween } from '../dates/calendar';
import { calendarDateSchema, DATE_MESSAGES, requiredCalendarDateSchema } from '../dates/calendar-date-schema';
import { maxAbsenceDays } from './absence-days';
import { ABSENCE_TYPE_MESSAGES, absenceDetailProblem, absenceKindSchema } from './absence-types';
import { endsNextDay } from './entry-conflicts';
import { isAbsenceType, timeEntryTypeSchema } from './entry-types';
import { MISSING_ENTRY_REMINDERS } from './missing-entry-reminder';
import { timeBankSettingsSchema } from './time-bank';
import { scheduleDaySchema, timeLogSettingSchema, timeOfDaySchema } from './time-log-types';

/** The time registration's texts (time-registration §2, §5, §8), once, for the forms and the server. */
export const TIMEREG_MESSAGES = {
  dateMissing: 'Dato mangler',
  /** The shared calendar date's text (calendarDateSchema), for the forms that check a date themselves. */
  dateInvalid: DATE_MESSAGES.invalid,
  startMissing: 'Starttid mangler',
  endMissing: 'Sluttid mangler',
  hoursMissing: 'Timer mangler',
  /** time-registration §5: multi-day entries only for holiday, timeOff and sickLeave. */
  multiDayOnlyAbsence: 'Kun fravær kan registreres over flere dage',
  /** Changing a registration keeps it on one day: a multi-day absence is added anew. */
  moveOneDayOnly: 'En registrering kan kun flyttes til én dag ad gangen',
  toBeforeFrom: 'Slutdatoen kan ikke være før startdatoen',
  tooLong: 'Højst ét år ad gangen',
  /** time-registration §4, docs/rules/timereg.md#ruling-12. */
  weekLocked: 'Ugen er godkendt eller låst og kan ikke ændres.',
  /** docs/rules/timereg.md#ruling-29; the server names the lock date (LOCK_TEXT.lockedThrough). */
  dayLocked: 'Registreringer til og med låsedatoen kan ikke ændres.',
  /** Issue 23; the server names the start date (LOCK_TEXT.beforeStart). */
  beforeStartDate: 'Datoen er før medarbejderens startdato.',
  /** Issue 23: no work may end after now (Europe/Copenhagen). */
  workEndsInFuture: 'Arbejde kan ikke slutte senere end nu. Registrér det, når det er udført.',
  /** Issue 23; the server names the date (effectiveFromRefusal). */
  effectiveFromBeforeStart: 'Gælder fra kan ikke være før medarbejderens startdato.',
  effectiveFromLocked: 'Gælder fra kan ikke ligge i en godkendt eller låst uge.',
  notEligible: 'Medarbejderen registrerer ikke tid (kræver adgang til app og ingen undtagelse).',
  noWorkingDays: 'Perioden indeholder ingen arbejdsdage.',
  addFailed: 'Failed to add log entry. Please try again.',
  deleteFailed: 'Failed to delete log entry. Please try again.',
  deleteConfirm: 'Er du sikker på, at du vil slette registreringen?',
  settingsSaved: 'Indstillingerne er gemt.',
  saving: 'Gemmer...',
  commentSaved: 'Kommentaren er gemt.',
  /** Issue 17 (decision 027): registrations that cannot be true. */
  overlap: 'Registreringen overlapper en anden registrering.',
  dayOverLimit: 'En dag kan højst have 24 registrerede timer.',
  mixedDayUnconfirmed: 'Dagen har både arbejde og fravær. Bekræft for at gemme alligevel.',
  /** docs/rules/timereg.md#ruling-30: a day holds at most one full-day absence. */
  absenceAlreadyRegistered: 'Der er allerede registreret fravær denne dag.',
  overnightUnconfirmed:
    'Sluttiden er før eller lig med starttiden. Sæt hak i ”Slutter næste dag”, hvis vagten slutter næste dag.',
  overnightWithoutNight: '”Slutter næste dag” kræver en sluttid før eller lig med starttiden.',
  futureWork:
    'Arbejde og overarbejde kan ikke registreres for dage efter i dag. Fravær som planlagt ferie kan.',
  weekNotEnded: 'Ugen er ikke slut endnu. Den kan godkendes fra mandag efter ugen.',
  noteTooLong: 'Noten må højst være 1.000 tegn.',
  commentTooLong: 'Kommentaren må højst være 5.000 tegn.',
  mixedDayFlag: 'Fravær og arbejde samme dag',
  confirmSave: 'Gem alligevel',
  /** Clocking in and out (issue 17, decision 030). */
  clockAlreadyRunning: 'Du er allerede mødt ind.',
  clockNotRunning: 'Du er ikke mødt ind.',
  clockAlreadyOnBreak: 'Du holder allerede pause.',
  clockNotOnBreak: 'Du holder ikke pause.',
  clockTooShort:
    'Arbejdsdagen er kortere end et kvarter, så der er intet at registrere. Fortryd den, eller angiv et senere sluttidspunkt.',
  clockTooLong: 'En arbejdsdag kan højst vare 24 timer. Angiv det rigtige sluttidspunkt.',
  clockEndInFuture: 'Sluttidspunktet kan ikke ligge efter nu.',
} as const;

/** The longest note of a registration and comment of a warning (issue 17: refused, never cut). */
export const ENTRY_NOTE_MAX = 1000;
export const WARNING_COMMENT_MAX = 5000;

const isCalendarDate = (value: string) => calendarDateSchema.safeParse(value).success;
const isTimeOfDay = (value: string) => timeOfDaySchema.safeParse(value).success;

/**
 * A new registration ('Ny registrering', time-registration §5). Work and overtime need a start and an end (hours
 * are computed, rounded up to quarter hours); an absence either has times too, or hours, or spans `date`–`toDate`
 * (holiday, timeOff and sickLeave only), each working day then getting that day's norm hours.
 */
export const newTimeEntrySchema = z
  .object({
    type: timeEntryTypeSchema,
    date: requiredCalendarDateSchema(TIMEREG_MESSAGES.dateMissing),
    toDate: requiredCalendarDateSchema(TIMEREG_MESSAGES.dateMissing).optional(),
    startTime: timeOfDaySchema.optional(),
    endTime: timeOfDaySchema.optional(),
    breakWasIncluded: z.boolean().default(false),
    hours: z.number().min(0).max(24).optional(),
    note: z.string().trim().max(ENTRY_NOTE_MAX, TIMEREG_MESSAGES.noteTooLong).default(''),
    /** 'Slutter næste dag': an end at or before the start is an overnight shift only with this (issue 17). */
    overnight: z.boolean().default(false),
    /** The user confirmed work and absence on the same day (409 MIXED_DAY_UNCONFIRMED without). */
    confirmMixedDay: z.boolean().default(false),
    /** 'Til afspadsering' (decision 052): overtime banked instead of paid; ignored for any other type. */
    toTimeBank: z.boolean().default(false),
    /** Issue 34: Barns sygedag's day ('first', 'second') or Barsel's kind; null or absent for other types. */
    absenceKind: absenceKindSchema.nullable().optional(),
    /** Issue 34: Barsel (the company pays salary) and Tjenestefri (with pay); null or absent otherwise. */
    withPay: z.boolean().nullable().optional(),
  })
  .superRefine((entry, context) => {
    const detail = absenceDetailProblem(entry);
    if (detail) context.addIssue({ code: 'custom', path: [detail.path], message: detail.message });
    const multiDay = entry.toDate !== undefined && entry.toDate !== entry.date;
    if (multiDay && !isAbsenceType(entry.type)) {
      context.addIssue({ code: 'custom', path: ['toDate'], message: TIMEREG_MESSAGES.multiDayOnlyAbsence });
    }
    // A date calendarDateSchema refused has its one message already; the span is judged between real dates only.
    const datesValid =
      isCalendarDate(entry.date) && (entry.toDate === undefined || isCalendarDate(entry.toDate));
    if (datesValid && entry.toDate !== undefined && entry.toDate < entry.date) {
      context.addIssue({ code: 'custom', path: ['toDate'], message: TIMEREG_MESSAGES.toBeforeFrom });
    } else if (
      datesValid &&
      multiDay &&
      daysBetween(entry.date, entry.toDate as string) + 1 > maxAbsenceDays(entry.type)
    ) {
      // expandAbsence refuses longer spans; say so as a 400 rather than fail inside the server.
      const message =
        entry.type === 'parentalLeave' ? ABSENCE_TYPE_MESSAGES.parentalTooLong : TIMEREG_MESSAGES.tooLong;
      context.addIssue({ code: 'custom', path: ['toDate'], message });
    }
    if (multiDay) return;
    const timed = !isAbsenceType(entry.type) || entry.startTime !== undefined || entry.endTime !== undefined;
    if (timed) {
      if (!entry.startTime)
        context.addIssue({ code: 'custom', path: ['startTime'], message: TIMEREG_MESSAGES.startMissing });
      if (!entry.endTime)
        context.addIssue({ code: 'custom', path: ['endTime'], message: TIMEREG_MESSAGES.endMissing });
      if (entry.startTime && entry.endTime && isTimeOfDay(entry.startTime) && isTimeOfDay(entry.endTime)) {
        const nextDay = endsNextDay(entry.startTime, entry.endTime);
        if (nextDay && !entry.overnight)
          context.addIssue({
            code: 'custom',
            path: ['endTime'],
            message: TIMEREG_MESSAGES.overnightUnconfirmed,
          });
        if (!nextDay && entry.overnight)
          context.addIssue({
            code: 'custom',
            path: ['overnight'],
            message: TIMEREG_MESSAGES.overnightWithoutNight,
          });
      }
    } else if (entry.hours === undefined) {
      context.addIssue({ code: 'custom', path: ['hours'], message: TIMEREG_MESSAGES.hoursMissing });
    }
  });
export type NewTimeEntry = z.input<typeof newTimeEntrySchema>;
export type NewTimeEntryParsed = z.output<typeof newTimeEntrySchema>;

/** Editing one registration: the same fields on one day (a multi-day absence is one entry per day). */
export const timeEntryUpdateSchema = newTimeEntrySchema;

export const timeEntrySchema = z.object({
  id: z.string(),
  date: z.string(),
  type: timeEntryTypeSchema,
  hours: z.number(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  breakWasIncluded: z.boolean(),
  /** Break minutes clocked in the employee app (decision 030), when there were any. */
  clockedBreakMinutes: z.number().int().optional(),
  note: z.string(),
  /** 'Til afspadsering' (decision 052): present (true) only on banked overtime. */
  toTimeBank: z.boolean().optional(),
  /** Issue 34: the absence's detail (Barns sygedag's day, Barsel's kind), when its type has one. */
  absenceKind: z.string().nullable().optional(),
  /** Issue 34: Barsel with salary, Tjenestefri with pay; null when the type has no such choice. */
  withPay: z.boolean().nullable().optional(),
});
export type TimeEntryDto = z.infer<typeof timeEntrySchema>;

/** POST …/entries → 201: the entries made, one or one per working day of a multi-day absence. */
export const timeEntriesCreatedSchema = z.object({ entries: z.array(timeEntrySchema) });
export type TimeEntriesCreated = z.infer<typeof timeEntriesCreatedSchema>;

export const timeEntryChangeSchema = z.object({
  id: z.number(),
  date: z.string(),
  action: z.enum(['add_entry', 'create_entry', 'update_entry', 'delete_entry']),
  authorName: z.string(),
  at: z.string(),
  type: timeEntryTypeSchema,
  hours: z.number().nullable(),
  previousHours: z.number().nullable(),
});
export type TimeEntryChange = z.infer<typeof timeEntryChangeSchema>;

/** One employee's registrations over a range, with the weeks that are approved or locked. */
export const employeeTimeLogSchema = z.object({
  employeeId: z.string(),
  entries: z.array(timeEntrySchema),
  changes: z.array(timeEntryChangeSchema),
  approvedWeeks: z.array(z.string()),
});
export type EmployeeTimeLog = z.infer<typeof employeeTimeLogSchema>;

export const timeLogsResponseSchema = z.object({ employees: z.array(employeeTimeLogSchema) });
export type TimeLogsResponse = z.infer<typeof timeLogsResponseSchema>;

/** Saving a norm week (company default or an employee's own): applies from today on (docs/rules/timereg.md#ruling-13). */
export const timeLogSettingInputSchema = z.object({
  breakDuration: z.number().int().min(0).max(240),
  paidBreak: z.boolean(),
  isPaidHourly: z.boolean(),
  weeklySchedule: z.array(scheduleDaySchema).length(7),
});
export type TimeLogSettingInput = z.infer<typeof timeLogSettingInputSchema>;

/**
 * 'Gælder fra' (issue 23): the day a new norm setting applies from; today when left out. It may reach back to the
 * employee's start date, never into an approved or locked week (`effectiveFromRefusal`).
 */
const effectiveFromSchema = calendarDateSchema.optional();

/** PUT /api/timereg/settings: the company's norm week, applying from 'Gælder fra'. */
export const companySettingSchema = timeLogSettingInputSchema.extend({ effectiveFrom: effectiveFromSchema });
export type CompanySettingUpdate = z.infer<typeof companySettingSchema>;

export const timeLogWarningSchema = z.object({
  id: z.string(),
  employeeId: z.string(),
  type: z.enum(['11HourWarning', '48HourWarning']),
  value: z.number(),
  fromDate: z.string(),
  toDate: z.string(),
  read: z.boolean(),
  comment: z.string(),
});
export type TimeLogWarningDto = z.infer<typeof timeLogWarningSchema>;

/** GET /api/timereg/warnings: the company's 11- and 48-hour warnings. */
export const timeLogWarningsResponseSchema = z.object({ warnings: z.array(timeLogWarningSchema) });
export type TimeLogWarningsResponse = z.infer<typeof timeLogWarningsResponseSchema>;

export const warningUpdateSchema = z.object({
  read: z.boolean().optional(),
  comment: z.string().trim().max(WARNING_COMMENT_MAX, TIMEREG_MESSAGES.commentTooLong).optional(),
});
export type WarningUpdate = z.input<typeof warningUpdateSchema>;

/** GET /api/timereg/settings: the company's norm week in force today and its days off. */
export const timeregSettingsResponseSchema = z.object({
  company: timeLogSettingInputSchema.extend({ createdDate: z.string() }),
  daysOff: z.array(z.object({ date: z.string(), name: z.string() })),
  lockDate: z.string().nullable(),
  /** 'Påmindelse om manglende registrering' (issue 26, decision 040). */
  missingEntryReminder: z.enum(MISSING_ENTRY_REMINDERS),
  /** The afspadsering bank's rules (decision 052). */
  timeBank: timeBankSettingsSchema,
  /** Employees with their own norm week, linking to their Indstillinger tab. */
  individual: z.array(z.object({ employeeId: z.string(), firstName: z.string(), lastName: z.string() })),
});
export type TimeregSettingsResponse = z.infer<typeof timeregSettingsResponseSchema>;

/** PUT /api/timereg/days-off: the company's own days off (docs/rules/timereg.md#ruling-9), replacing the list. */
export const companyDaysOffSchema = z.object({
  daysOff: z
    .array(
      z.object({
        date: calendarDateSchema,
        name: z.string().trim().max(100).default(''),
      }),
    )
    .max(400),
});
export type CompanyDaysOff = z.input<typeof companyDaysOffSchema>;
/** One of the company's own days off, as saved and as the settings list them. */
export type CompanyDayOff = z.output<typeof companyDaysOffSchema>['daysOff'][number];

/** An employee's own norm week (the Indstillinger tab): switched on with a setting, or off. */
export const individualSettingSchema = z.object({
  individual: z.boolean(),
  setting: timeLogSettingInputSchema.optional(),
  /** 'Gælder fra' of `setting` (issue 23). */
  effectiveFrom: effectiveFromSchema,
});
export type IndividualSettingUpdate = z.infer<typeof individualSettingSchema>;

/** PUT /api/timereg/employees/:employeeId/settings → whether their own norm week applies now. */
export const individualSettingResponseSchema = z.object({ individual: z.boolean() });
export type IndividualSettingResponse = z.infer<typeof individualSettingResponseSchema>;

/** GET /api/timereg/status: what the page's promo and tabs depend on (time-registration §2, `timeregPageState`). */
export const timeregStatusSchema = z.object({
  status: z.enum(['active', 'cancelled', 'terminated', 'expired']).nullable(),
  trial: z.boolean(),
  hasPaymentCard: z.boolean(),
  eligibleEmployees: z.number().int(),
});
export type TimeregStatus = z.infer<typeof timeregStatusSchema>;

/** GET /api/timereg/employees: who can be chosen (time-registration §5), or the inactive ones with an end date. */
export const timeregEmployeeSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profilePhotoUrl: z.string().nullable(),
  inactive: z.boolean(),
  endDate: z.string().nullable(),
  startDate: z.string().nullable(),
  employmentStatus: z.string(),
  /** In force today: hides the norm and the break toggle (time-registration §2, §5). */
  isPaidHourly: z.boolean(),
  paidBreak: z.boolean(),
  breakDuration: z.number(),
});
export type TimeregEmployee = z.infer<typeof timeregEmployeeSchema>;

export const timeregEmployeesResponseSchema = z.object({ employees: z.array(timeregEmployeeSchema) });
export type TimeregEmployeesResponse = z.infer<typeof timeregEmployeesResponseSchema>;

/** The settings a day's norm is chosen from (docs/rules/timereg.md#ruling-13), for the browser to compute norms as the server does. */
export const timeLogSettingSourcesSchema = z.object({
  individual: z.array(timeLogSettingSchema),
  company: z.array(timeLogSettingSchema),
});

/** GET /api/timereg/employees/:employeeId/settings: whether their own norm week applies, and the settings. */
export const employeeTimeregSettingsSchema = z.object({
  individual: z.boolean(),
  settings: timeLogSettingSourcesSchema,
});
export type EmployeeTimeregSettings = z.infer<typeof employeeTimeregSettingsSchema>;

/** PUT /api/timereg/employees/:employeeId/weeks/:weekKey: 'Godkend uge' (true) or 'Åben uge op' (false). */
export const weekApprovalSchema = z.object({ approved: z.boolean() });
export type WeekApprovalInput = z.infer<typeof weekApprovalSchema>;

/** PUT /api/timereg/employees/:employeeId/weeks/:weekKey → the employee's approved weeks. */
export const weekApprovalResponseSchema = z.object({ approvedWeeks: z.array(z.string()) });
export type WeekApprovalResponse = z.infer<typeof weekApprovalResponseSchema>;

/**
 * GET /api/me/timereg: the signed-in employee's registrations over a range, all their warnings, and the norm
 * settings in force for them (docs/rules/timereg.md#ruling-13), so the app shows their own norm, break and pay form.
 */
/**
 * The dates that lock days for the employee (docs/rules/timereg.md#ruling-12, docs/rules/timereg.md#ruling-29): their start date and the company's 'Låst
 * til og med', so the app shows those days read-only as the server refuses them.
 */
export const myTimeregLocksSchema = z.object({
  startDate: z.string().nullable(),
  lockDate: z.string().nullable(),
});
export type MyTimeregLocks = z.infer<typeof myTimeregLocksSchema>;

export const myTimeregResponseSchema = z.object({
  log: employeeTimeLogSchema,
  warnings: z.array(timeLogWarningSchema),
  settings: timeLogSettingSourcesSchema,
  locks: myTimeregLocksSchema,
});
export type MyTimeregResponse = z.infer<typeof myTimeregResponseSchema>;
