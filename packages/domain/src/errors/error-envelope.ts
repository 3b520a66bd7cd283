import { z } from 'zod';

/**
 * Every error the API returns has this one shape (DESIGN.md rule 3): a stable machine code and a Danish
 * message a person can read. `details` carries field-level validation messages when there are any.
 */
export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** The general codes the platform itself produces. Features add their own codes beside their contracts. */
export const ERROR_CODES = {
  notFound: 'NOT_FOUND',
  validation: 'VALIDATION_ERROR',
  badRequest: 'BAD_REQUEST',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  conflict: 'CONFLICT',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  rateLimited: 'RATE_LIMITED',
  unavailable: 'SERVICE_UNAVAILABLE',
  internal: 'INTERNAL_ERROR',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/**
 * Danish texts for the platform's own errors. 'Der skete en fejl. Prøv igen senere.' is the spec's
 * general failure text (hr-core §8); the others follow its tone.
 */
export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  NOT_FOUND: 'Siden eller data blev ikke fundet.',
  VALIDATION_ERROR: 'Nogle af oplysningerne er ugyldige. Ret dem og prøv igen.',
  BAD_REQUEST: 'Forespørgslen kunne ikke forstås.',
  UNAUTHENTICATED: 'Du skal logge ind for at fortsætte.',
  FORBIDDEN: 'Du har ikke adgang til dette.',
  CONFLICT: 'Data er blevet ændret i mellemtiden. Genindlæs og prøv igen.',
  PAYLOAD_TOO_LARGE: 'Filen eller forespørgslen er for stor.',
  UNSUPPORTED_MEDIA_TYPE: 'Formatet understøttes ikke.',
  RATE_LIMITED: 'For mange forsøg. Vent lidt og prøv igen.',
  SERVICE_UNAVAILABLE: 'Tjenesten er midlertidigt utilgængelig. Prøv igen om lidt.',
  INTERNAL_ERROR: 'Der skete en fejl. Prøv igen senere.',
};

/**
 * Why a request was refused before any route looked at it (the server's input guard and router). Not in the
 * spec; in the tone of the messages above.
 */
export const REQUEST_MESSAGES = {
  bodyMissing: 'Forespørgslen mangler indhold.',
  invalidJson: 'Forespørgslen er ikke gyldig JSON.',
  tooDeep: 'Forespørgslen er indlejret for dybt.',
  invalidCharacters: 'Teksten indeholder tegn, der ikke er tilladt.',
  badUrl: 'Adressen er ugyldig.',
  urlTooLong: 'Adressen er for lang.',
  headersTooLarge: 'Forespørgslens headere er for store.',
  timeout: 'Forespørgslen tog for lang tid.',
} as const;
