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
