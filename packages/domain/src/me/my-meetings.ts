import { z } from 'zod';
import { ME_MESSAGES } from './me-messages';

/**
 * 'Mig' → Møder (issue 27, decision 041, changing docs/rules/agreements.md#ruling-22): the employee's own
 * agreements, the Beskrivelse when the admin shares it ('Del referat med medarbejder'; Noter never), and the
 * preparation form before a 'Udviklingssamtale' or a 'Lønsamtale'.
 */
export const MEETING_MESSAGES = {
  preparationEmpty: 'Skriv mindst ét svar.',
  answerInvalid: 'Svaret skal være tekst.',
  formUnknown: 'Vælg en udviklingssamtale eller en lønsamtale.',
  formMismatch: 'Forberedelsen passer ikke til mødets type.',
  shareSummaryInvalid: 'Vælg om referatet skal deles med medarbejderen.',
  preparationSaved: 'Din forberedelse er gemt.',
  preparationClosed: 'Mødet er begyndt, så forberedelsen kan ikke længere ændres.',
} as const;

/** The agreement types that have a preparation form (hr-core §9's names, as stored in `agreement_type`). */
export const PREPARATION_AGREEMENT_TYPES = ['Udviklingssamtale', 'Lønsamtale'] as const;
export type PreparationAgreementType = (typeof PREPARATION_AGREEMENT_TYPES)[number];

/** As long as one answer may be: a short preparation, not an essay ('Højst 2000 tegn'). */
export const PREPARATION_ANSWER_MAX = 2000;

/** Each form's questions in the order the employee answers them, and the admin reads them. */
export const PREPARATION_QUESTIONS = {
  Udviklingssamtale: [
    { key: 'wentWell', label: 'Hvad er gået godt?' },
    { key: 'develop', label: 'Hvad vil du gerne udvikle?' },
    { key: 'nextYear', label: 'Ønsker til næste år' },
  ],
  Lønsamtale: [
    { key: 'highlights', label: 'Hvad vil du fremhæve?' },
    { key: 'wishes', label: 'Dine ønsker' },
  ],
} as const satisfies Record<PreparationAgreementType, readonly { key: string; label: string }[]>;

export function preparationFormFor(agreementType: string): PreparationAgreementType | null {
  return (PREPARATION_AGREEMENT_TYPES as readonly string[]).includes(agreementType)
    ? (agreementType as PreparationAgreementType)
    : null;
}

const answer = z
  .string({ error: MEETING_MESSAGES.answerInvalid })
  .trim()
  .max(PREPARATION_ANSWER_MAX, ME_MESSAGES.preparationTooLong);

const atLeastOneAnswer = (value: Record<string, string>) =>
  Object.entries(value).some(([key, text]) => key !== 'form' && text !== '');

/**
 * PUT /api/me/meetings/:agreementId/preparation: the form of the agreement's type; every answer optional, at
 * least one given. The server also checks the form is the agreement's own type and the meeting has not begun.
 */
export const agreementPreparationSchema = z
  .discriminatedUnion(
    'form',
    [
      z.object({ form: z.literal('Udviklingssamtale'), wentWell: answer, develop: answer, nextYear: answer }),
      z.object({ form: z.literal('Lønsamtale'), highlights: answer, wishes: answer }),
    ],
    { error: MEETING_MESSAGES.formUnknown },
  )
  .refine(atLeastOneAnswer, {
    message: MEETING_MESSAGES.preparationEmpty,
    when: (payload) => (payload.issues ?? []).length === 0,
  });
export type AgreementPreparationInput = z.input<typeof agreementPreparationSchema>;
export type AgreementPreparation = z.output<typeof agreementPreparationSchema>;

/** A stored preparation with when it was saved, as the employee and the admins see it. */
export const savedPreparationSchema = z.object({
  answers: agreementPreparationSchema,
  preparedAt: z.string(),
});
export type SavedPreparation = z.infer<typeof savedPreparationSchema>;

/**
 * The preparation can be filled in and changed until the meeting begins, for the two types that have a form,
 * while the agreement is open (an agreement closed early is over).
 */
export function isPreparationOpen(
  agreement: { agreementType: string; startsAt: string | Date; isClosed: boolean },
  now: Date,
): boolean {
  if (!preparationFormFor(agreement.agreementType) || agreement.isClosed) return false;
  return new Date(agreement.startsAt).getTime() > now.getTime();
}

/** The question/answer pairs of a preparation, in the form's order, for showing it. */
export function preparationAnswers(preparation: AgreementPreparation): { label: string; text: string }[] {
  const answers = preparation as unknown as Record<string, string>;
  return PREPARATION_QUESTIONS[preparation.form].map((question) => ({
    label: question.label,
    text: answers[question.key] ?? '',
  }));
}

/** GET /api/me/meetings: one agreement of the employee's (they are its Vedrørende, or they attend). */
export const myMeetingSchema = z.object({
  id: z.string(),
  title: z.string(),
  agreementType: z.string(),
  startsAt: z.string(),
  location: z.string(),
  isClosed: z.boolean(),
  regardingName: z.string(),
  /** True when the agreement regards the caller; an attendee of someone else's sees only the meeting. */
  regardsMe: z.boolean(),
  attendees: z.array(z.string()),
  /** The Beskrivelse when the admin shared it with the employee it regards; null otherwise. Noter never. */
  sharedSummary: z.string().nullable(),
  /** The form the employee the agreement regards fills in, or null. */
  preparationForm: z.enum(PREPARATION_AGREEMENT_TYPES).nullable(),
  preparationOpen: z.boolean(),
  preparation: savedPreparationSchema.nullable(),
});
export type MyMeeting = z.infer<typeof myMeetingSchema>;

export const myMeetingsSchema = z.object({
  /** The coming ones, soonest first. */
  upcoming: z.array(myMeetingSchema),
  /** Past agreements whose referat is shared with the caller, newest first. */
  past: z.array(myMeetingSchema),
});
export type MyMeetings = z.infer<typeof myMeetingsSchema>;

/** How many of each the list shows at most: a person has a handful of meetings a year. */
export const MY_MEETINGS_UPCOMING_MAX = 50;
export const MY_MEETINGS_PAST_MAX = 20;

/** PUT /api/agreements/:agreementId/sharing: the admin's 'Del referat med medarbejder'. */
export const agreementSharingSchema = z.object({
  shareSummary: z.boolean({ error: MEETING_MESSAGES.shareSummaryInvalid }),
});
export type AgreementSharing = z.input<typeof agreementSharingSchema>;

/** GET /api/agreements/:agreementId/sharing: the switch and the employee's preparation, read-only. */
export const agreementSharingStateSchema = z.object({
  shareSummary: z.boolean(),
  preparationForm: z.enum(PREPARATION_AGREEMENT_TYPES).nullable(),
  preparation: savedPreparationSchema.nullable(),
});
export type AgreementSharingState = z.infer<typeof agreementSharingStateSchema>;
