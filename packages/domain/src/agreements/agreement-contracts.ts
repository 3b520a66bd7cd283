import { z } from 'zod';
import { calendarDateSchema } from '../dates/calendar-date-schema';
import { boundedDate, DATE_BOUND_MESSAGES, isAgreementDateInRange, isNotInPast } from '../dates/date-bounds';
import { AGREEMENT_MESSAGES } from './agreement-messages';
import { AGREEMENT_TYPES } from './agreement-types';

export const AGREEMENT_TEXT_MAX = 200;
export const AGREEMENT_LONG_TEXT_MAX = 20_000;
export const AGREEMENT_ATTENDEES_MAX = 50;
/** decision 022: the list answers at most this many rows per request. */
export const AGREEMENT_PAGE_MAX = 500;

const QUARTER_HOUR = /^([01]\d|2[0-3]):(00|15|30|45)$/;

const dateMissing = AGREEMENT_MESSAGES.dateMissing;

/**
 * hr-core §5 'Ny aftale' and 'Ret detaljer': the same fields. The moment is a Danish date and a time of day
 * (the form's two inputs); the server turns them into an instant.
 */
export const agreementFormSchema = z.object({
  title: z
    .string({ error: AGREEMENT_MESSAGES.titleMissing })
    .trim()
    .min(1, AGREEMENT_MESSAGES.titleMissing)
    .max(AGREEMENT_TEXT_MAX, AGREEMENT_MESSAGES.textTooLong),
  regardingId: z
    .string({ error: AGREEMENT_MESSAGES.regardingMissing })
    .trim()
    .min(1, AGREEMENT_MESSAGES.regardingMissing)
    .max(100, AGREEMENT_MESSAGES.regardingMissing),
  attendeeIds: z
    .array(z.string().max(100))
    .max(AGREEMENT_ATTENDEES_MAX, AGREEMENT_MESSAGES.tooManyAttendees)
    .default([]),
  agreementType: z.enum(AGREEMENT_TYPES, { error: AGREEMENT_MESSAGES.typeMissing }),
  // Issue 24: within five years either side of today; further off is a typing error.
  date: boundedDate(
    z
      .string({ error: dateMissing })
      .trim()
      .min(1, { message: dateMissing, abort: true })
      .pipe(calendarDateSchema),
    isAgreementDateInRange,
    DATE_BOUND_MESSAGES.agreementDateOutOfRange,
  ),
  time: z
    .string({ error: dateMissing })
    .trim()
    .min(1, { message: dateMissing, abort: true })
    .regex(QUARTER_HOUR, AGREEMENT_MESSAGES.timeInvalid),
  location: z.string().trim().max(AGREEMENT_TEXT_MAX, AGREEMENT_MESSAGES.textTooLong).default(''),
});
export type AgreementForm = z.input<typeof agreementFormSchema>;
export type AgreementInput = z.output<typeof agreementFormSchema>;

/**
 * 'Book opfølgning?': the new agreement's moment; the rest is copied from the closed one. Issue 24: a follow-up
 * is still to come, so a date before today is refused (the form's 'Vælg dato' has today as its minimum).
 */
export const agreementFollowUpSchema = agreementFormSchema.pick({ date: true, time: true }).extend({
  date: boundedDate(agreementFormSchema.shape.date, isNotInPast, DATE_BOUND_MESSAGES.followUpInPast),
});

export const agreementSummarySchema = z.object({
  summary: z.string().max(AGREEMENT_LONG_TEXT_MAX, AGREEMENT_MESSAGES.longTextTooLong),
});
export const agreementNotesSchema = z.object({
  notes: z.string().max(AGREEMENT_LONG_TEXT_MAX, AGREEMENT_MESSAGES.longTextTooLong),
});

/** GET /api/agreements: a tab, the filters Vedrørende and Type, and a bounded page. */
export const agreementListQuerySchema = z.object({
  /** Absent: both, open ones first (the employee's Aftaler tab). */
  status: z.enum(['open', 'closed']).optional(),
  regardingId: z.string().max(100).optional(),
  agreementType: z.enum(AGREEMENT_TYPES).optional(),
  limit: z.coerce.number().int().min(1).max(AGREEMENT_PAGE_MAX).default(AGREEMENT_PAGE_MAX),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type AgreementListQuery = z.input<typeof agreementListQuerySchema>;
export type AgreementListFilters = z.output<typeof agreementListQuerySchema>;

/** A person on an agreement: the name as it was when the employee record was deleted (id null). */
export const agreementPersonSchema = z.object({
  id: z.string().nullable(),
  name: z.string(),
  photoUrl: z.string().nullable(),
});
export type AgreementPerson = z.infer<typeof agreementPersonSchema>;

export const agreementListItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  agreementType: z.string(),
  /** The instant, ISO 8601. */
  startsAt: z.string(),
  isClosed: z.boolean(),
  regarding: agreementPersonSchema,
});
export type AgreementListItem = z.infer<typeof agreementListItemSchema>;

export const agreementListResponseSchema = z.object({
  items: z.array(agreementListItemSchema),
  /** Rows matching the filters and tab, beyond this page too. */
  total: z.number().int(),
  /** The tabs' counts with the filters applied. */
  counts: z.object({ open: z.number().int(), closed: z.number().int() }),
});
export type AgreementListResponse = z.infer<typeof agreementListResponseSchema>;

export const agreementFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  extension: z.string(),
  sizeBytes: z.number().int(),
  uploadedAt: z.string(),
  downloadUrl: z.string(),
});
export type AgreementFile = z.infer<typeof agreementFileSchema>;

export const agreementDetailSchema = agreementListItemSchema.extend({
  location: z.string(),
  attendees: z.array(agreementPersonSchema),
  summary: z.string(),
  /** 'Noter': admins only (docs/rules/agreements.md#ruling-21); every route here is. */
  notes: z.string(),
  files: z.array(agreementFileSchema),
  calendarUrl: z.string(),
  createdAt: z.string(),
});
export type AgreementDetail = z.infer<typeof agreementDetailSchema>;

export const calendarFeedStatusSchema = z.object({
  enabled: z.boolean(),
  createdAt: z.string().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/** The feed's addresses, shown once when made: only a hash of the token is kept. */
export const calendarFeedCreatedSchema = z.object({
  httpsUrl: z.string(),
  webcalUrl: z.string(),
  createdAt: z.string(),
});
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;
