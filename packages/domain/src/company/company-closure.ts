import { z } from 'zod';

/**
 * 'Luk konto' (issue 33, decision 051): the owner closes the company's account; its data is deleted this many days
 * later unless the owner reopens it first.
 */
export const CLOSURE_GRACE_DAYS = 30;

export const CLOSURE_MESSAGES = {
  confirmNameMissing: 'Skriv virksomhedens navn for at bekræfte',
  confirmNameMismatch: 'Navnet passer ikke med virksomhedens navn',
  ownerOnly: 'Kun ejeren kan lukke eller genåbne kontoen.',
  exportOwnerOnly: 'Kun ejeren kan eksportere alle virksomhedens data.',
  alreadyClosed: 'Kontoen er allerede lukket.',
  notClosed: 'Kontoen er ikke lukket.',
  closed:
    'Virksomhedens konto er lukket. Du kan se og eksportere data, men ikke ændre noget, før ejeren genåbner kontoen.',
} as const;

/** POST /api/company/closure: the owner types the company's name to confirm. */
export const closeCompanyRequestSchema = z.object({
  confirmName: z
    .string({ error: CLOSURE_MESSAGES.confirmNameMissing })
    .trim()
    .min(1, { message: CLOSURE_MESSAGES.confirmNameMissing })
    .max(200, { message: CLOSURE_MESSAGES.confirmNameMismatch }),
});
export type CloseCompanyRequest = z.infer<typeof closeCompanyRequestSchema>;

/** A closed account: when it was closed and when its data goes (ISO instants). */
export const companyClosureSchema = z.object({
  closedAt: z.string(),
  deleteAfter: z.string(),
});
export type CompanyClosure = z.infer<typeof companyClosureSchema>;

/** The name typed in the confirmation matches the company's: case and surrounding spaces do not matter. */
export function closureNameMatches(typed: string, companyName: string): boolean {
  const norm = (value: string) => value.trim().replace(/\s+/g, ' ').toLocaleLowerCase('da-DK');
  return norm(typed) === norm(companyName);
}
