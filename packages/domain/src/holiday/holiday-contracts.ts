import { z } from 'zod';
import { calendarDateSchema } from '../dates/calendar-date-schema';
import { ABSENCE_TYPES, OPTIONAL_ABSENCE_TYPE_NAMES } from '../timereg/entry-types';
import { EXTRA_DAYS_PERIODS, HOLIDAY_BUCKETS, HOLIDAY_LEDGER_KINDS, TRANSFER_KINDS } from './holiday-balance';
import { EXTRA_DAYS_MAX } from './holiday-year';

/** The texts of Ferie and Fravær (decision 026), once, for the forms and the server. */
export const HOLIDAY_MESSAGES = {
  pageTitle: 'Fravær',
  indicative: 'Saldoen er vejledende. Kollega er ikke et lønsystem.',
  fromMissing: 'Vælg første dag',
  toMissing: 'Vælg sidste dag',
  toBeforeFrom: 'Sidste dag skal være samme dag som eller efter første dag',
  periodTooLong: 'En anmodning kan højst dække 60 dage',
  noteTooLong: 'Højst 500 tegn',
  reasonMissing: 'Skriv en begrundelse',
  daysInvalid: 'Skriv et antal dage mellem -100 og 100 med højst to decimaler',
  yearInvalid: 'Vælg et ferieår',
  notEarned: 'Der er ikke optjent ferie nok til perioden, og virksomheden tillader ikke forskudsferie.',
  notEnoughExtraDays: 'Der er ikke feriefridage nok tilbage til perioden.',
  noWorkingDays: 'Perioden har ingen arbejdsdage.',
  overlap: 'Der er allerede en anmodning om ferie i perioden.',
  alreadyRegistered: 'Alle arbejdsdage i perioden er allerede registreret som ferie eller fri.',
  workRegistered:
    'Der er registreret arbejde i perioden. Ret registreringerne eller forkort anmodningen først.',
  periodLocked: 'Perioden ligger i en godkendt eller låst uge, så ferien kan ikke registreres.',
  notPending: 'Anmodningen er allerede behandlet.',
  cannotCancel: 'Anmodningen kan ikke annulleres.',
  notTransfer: 'Kun overførsler skal underskrives.',
  transferTooLate: 'En overførsel af 5. ferieuge skal aftales skriftligt senest 31. december.',
  transferTooMany: 'Der kan kun overføres de dage, der er tilbage af ferieåret.',
  fifthWeekOnly: 'Uden en lovlig hindring kan kun dage ud over 20 (5. ferieuge) overføres.',
  hindranceNote: 'Skriv hvilken hindring (fx sygdom), der gør, at ferien overføres.',
  monthInvalid: 'Vælg en måned',
  empty: 'Ingen anmodninger',
} as const;

export const HOLIDAY_NOTE_MAX = 500;
/** A request spans at most this many calendar days (decision 026). */
export const HOLIDAY_REQUEST_MAX_DAYS = 60;
export const HOLIDAY_PAGE_MAX = 200;

export const HOLIDAY_BUCKET_LABELS = { holiday: 'Ferie', extra: 'Feriefridage' } as const;
export const HOLIDAY_REQUEST_STATUSES = ['pending', 'approved', 'declined', 'cancelled'] as const;
export type HolidayRequestStatus = (typeof HOLIDAY_REQUEST_STATUSES)[number];
export const HOLIDAY_STATUS_LABELS: Readonly<Record<HolidayRequestStatus, string>> = {
  pending: 'Afventer',
  approved: 'Godkendt',
  declined: 'Afvist',
  cancelled: 'Annulleret',
};
export const LEDGER_KIND_LABELS = {
  opening: 'Startsaldo',
  correction: 'Korrektion',
  transfer: 'Overførsel',
} as const;
export const TRANSFER_KIND_LABELS = {
  fifthWeek: '5. ferieuge (skriftlig aftale)',
  hindrance: 'Lovlig hindring',
} as const;

const note = z.string().trim().max(HOLIDAY_NOTE_MAX, HOLIDAY_MESSAGES.noteTooLong).default('');
const requiredDate = (missing: string) =>
  z.string({ error: missing }).trim().min(1, { message: missing, abort: true }).pipe(calendarDateSchema);

/** The employee app's 'Anmod om ferie': period, type, note. */
export const holidayRequestFormSchema = z
  .object({
    bucket: z.enum(HOLIDAY_BUCKETS).default('holiday'),
    from: requiredDate(HOLIDAY_MESSAGES.fromMissing),
    to: requiredDate(HOLIDAY_MESSAGES.toMissing),
    note,
  })
  .superRefine((value, ctx) => {
    if (!value.from || !value.to) return;
    if (value.to < value.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: HOLIDAY_MESSAGES.toBeforeFrom });
      return;
    }
    const days = Math.round((Date.parse(value.to) - Date.parse(value.from)) / 86_400_000) + 1;
    if (days > HOLIDAY_REQUEST_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: HOLIDAY_MESSAGES.periodTooLong });
    }
  });
export type HolidayRequestForm = z.input<typeof holidayRequestFormSchema>;
export type HolidayRequestInput = z.output<typeof holidayRequestFormSchema>;

export const holidayApproveSchema = z.object({ comment: note });
export const holidayDeclineSchema = z.object({
  reason: z
    .string({ error: HOLIDAY_MESSAGES.reasonMissing })
    .trim()
    .min(1, HOLIDAY_MESSAGES.reasonMissing)
    .max(HOLIDAY_NOTE_MAX, HOLIDAY_MESSAGES.noteTooLong),
});

const days = z
  .number({ error: HOLIDAY_MESSAGES.daysInvalid })
  .min(-100, HOLIDAY_MESSAGES.daysInvalid)
  .max(100, HOLIDAY_MESSAGES.daysInvalid)
  .refine((value) => Math.round(value * 100) === value * 100, HOLIDAY_MESSAGES.daysInvalid);

/** An admin's ledger row: an opening balance, a correction with a reason, or a transfer to the next ferieår. */
export const holidayLedgerFormSchema = z
  .object({
    bucket: z.enum(HOLIDAY_BUCKETS).default('holiday'),
    kind: z.enum(HOLIDAY_LEDGER_KINDS),
    year: z
      .number({ error: HOLIDAY_MESSAGES.yearInvalid })
      .int()
      .min(2020, HOLIDAY_MESSAGES.yearInvalid)
      .max(2100, HOLIDAY_MESSAGES.yearInvalid),
    days,
    transferKind: z.enum(TRANSFER_KINDS).optional(),
    note,
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'correction' && value.note === '') {
      ctx.addIssue({ code: 'custom', path: ['note'], message: HOLIDAY_MESSAGES.reasonMissing });
    }
    if (value.kind === 'transfer') {
      if (value.days <= 0)
        ctx.addIssue({ code: 'custom', path: ['days'], message: HOLIDAY_MESSAGES.daysInvalid });
      if (value.bucket !== 'holiday')
        ctx.addIssue({ code: 'custom', path: ['bucket'], message: HOLIDAY_MESSAGES.notTransfer });
      if (value.transferKind === 'hindrance' && value.note === '') {
        ctx.addIssue({ code: 'custom', path: ['note'], message: HOLIDAY_MESSAGES.hindranceNote });
      }
    }
  });
export type HolidayLedgerForm = z.input<typeof holidayLedgerFormSchema>;
export type HolidayLedgerInput = z.output<typeof holidayLedgerFormSchema>;

export const holidaySettingsSchema = z.object({
  allowAdvance: z.boolean(),
  extraDays: z.number().int().min(0).max(EXTRA_DAYS_MAX),
  extraDaysPeriod: z.enum(EXTRA_DAYS_PERIODS),
});
export type HolidaySettings = z.infer<typeof holidaySettingsSchema>;

export const holidayRequestListQuerySchema = z.object({
  status: z.enum(HOLIDAY_REQUEST_STATUSES).optional(),
  employeeId: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(HOLIDAY_PAGE_MAX).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const holidayCalendarQuerySchema = z.object({
  month: z.string().regex(/^(19|20|21)\d{2}-(0[1-9]|1[0-2])$/, HOLIDAY_MESSAGES.monthInvalid),
  department: z.string().trim().max(200).optional(),
});

// ── responses ────────────────────────────────────────────────────────────────────────────────────────────────

export const holidayYearBalanceSchema = z.object({
  year: z.number(),
  takeEnd: z.string(),
  earned: z.number(),
  earnedFullYear: z.number(),
  adjusted: z.number(),
  transferredIn: z.number(),
  transferredOut: z.number(),
  taken: z.number(),
  planned: z.number(),
  remaining: z.number(),
  /** 'Rest': usable today less taken; the planned days are shown apart. */
  left: z.number(),
  expiring: z.number(),
  fifthWeekExpiring: z.number(),
  fifthWeekLeft: z.number(),
});

export const extraDaysBalanceSchema = z.object({
  year: z.number(),
  period: z.enum(EXTRA_DAYS_PERIODS),
  granted: z.number(),
  adjusted: z.number(),
  taken: z.number(),
  planned: z.number(),
  remaining: z.number(),
});

export const holidayRequestSchema = z.object({
  id: z.string(),
  employee: z.object({ id: z.string(), name: z.string(), department: z.string() }),
  bucket: z.enum(HOLIDAY_BUCKETS),
  from: z.string(),
  to: z.string(),
  days: z.number(),
  note: z.string(),
  status: z.enum(HOLIDAY_REQUEST_STATUSES),
  decisionComment: z.string(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
  /** Guidance on the notice, when it is short (never a refusal). */
  noticeWarning: z.string().nullable(),
});
export type HolidayRequestDto = z.infer<typeof holidayRequestSchema>;

export const holidayRequestListSchema = z.object({
  items: z.array(holidayRequestSchema),
  total: z.number(),
});

export const holidayLedgerEntrySchema = z.object({
  id: z.string(),
  /** 'accrual' and 'registration' rows are computed; the rest are written by an admin. */
  source: z.enum(['accrual', 'registration', 'opening', 'correction', 'transfer']),
  bucket: z.enum(HOLIDAY_BUCKETS),
  year: z.number(),
  date: z.string(),
  days: z.number(),
  text: z.string(),
  transferKind: z.enum(TRANSFER_KINDS).nullable(),
  signed: z.boolean().nullable(),
});
export type HolidayLedgerEntry = z.infer<typeof holidayLedgerEntrySchema>;

export const holidayReminderSchema = z.object({
  kind: z.enum(['fifthWeekLapsing', 'unsignedTransfer']),
  text: z.string(),
  employeeId: z.string(),
  employeeName: z.string(),
  days: z.number(),
});
export type HolidayReminder = z.infer<typeof holidayReminderSchema>;

export const holidayOverviewSchema = z.object({
  employee: z.object({ id: z.string(), name: z.string(), startDate: z.string().nullable() }),
  today: z.string(),
  years: z.array(holidayYearBalanceSchema),
  extra: extraDaysBalanceSchema.nullable(),
  ledger: z.array(holidayLedgerEntrySchema),
  requests: z.array(holidayRequestSchema),
  reminders: z.array(holidayReminderSchema),
  /** Closed ferieår whose days lapsed untaken and untransferred (lapsedHolidayYears), newest first. */
  lapsed: z.array(z.object({ year: z.number(), takeEnd: z.string(), days: z.number() })),
  settings: holidaySettingsSchema,
});
export type HolidayOverview = z.infer<typeof holidayOverviewSchema>;

export const holidayCalendarSchema = z.object({
  month: z.string(),
  days: z.array(z.object({ date: z.string(), weekend: z.boolean(), holidayName: z.string().nullable() })),
  departments: z.array(z.string()),
  people: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      department: z.string(),
      /** date → what: an absence type (issue 34's too), or a pending request. */
      marks: z.record(z.string(), z.enum([...ABSENCE_TYPES, 'pending'])),
    }),
  ),
});
export type HolidayCalendar = z.infer<typeof holidayCalendarSchema>;

/** A dashboard card stays short: November can remind of every employee, the rest is on their Ferie tabs. */
export const HOLIDAY_DASHBOARD_REMINDERS = 5;

export const holidayDashboardSchema = z.object({
  pending: z.array(holidayRequestSchema),
  pendingTotal: z.number(),
  /** The first reminders (HOLIDAY_DASHBOARD_REMINDERS); `remindersTotal` counts them all. */
  reminders: z.array(holidayReminderSchema),
  remindersTotal: z.number(),
});
export type HolidayDashboard = z.infer<typeof holidayDashboardSchema>;

export const CALENDAR_MARK_LABELS = {
  holiday: 'Ferie',
  sickLeave: 'Sygdom',
  timeOff: 'Fri',
  ...OPTIONAL_ABSENCE_TYPE_NAMES,
  pending: 'Anmodet',
} as const;
