import { z } from 'zod';

/** hr-core §5 (complete signup, profile) and §8. */
export const PROFILE_MESSAGES = {
  firstNameMissing: 'Fornavn mangler',
  lastNameMissing: 'Efternavn mangler',
  jobPositionMissing: 'Arbejdstitel mangler',
  phoneInvalid: 'Telefonnummer mangler eller er ugyldigt',
  saved: 'Ændringerne er gemt.',
  saveFailed: 'Der skete en fejl. Prøv igen senere.',
  uploadFailed: 'Der skete en fejl med upload. Prøv igen.',
  photoTooLarge: 'Billedet må højst fylde 5 MB.',
  photoWrongType: 'Billedet skal være JPEG, PNG eller WebP.',
  /** Not in the spec: the limit every name and title has, as on the employee form. */
  textTooLong: 'Højst 200 tegn',
} as const;

/** A name or job title: as long as the employee form allows (EMPLOYEE_TEXT_MAX). */
export const PROFILE_TEXT_MAX = 200;

export const PROFILE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** A required name or title, bounded like every text the server stores. */
export const requiredProfileText = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { message: message, abort: true })
    .max(PROFILE_TEXT_MAX, PROFILE_MESSAGES.textTooLong);

/**
 * A phone number as typed, the way it is stored: spaces removed, and the Danish country code ('+45' or '0045')
 * dropped when 8 digits follow it (issue 24: '+45 12 34 56 78' and '+4512345678' are '12345678'). Anything else
 * is kept as it is, for the 8-digit check to refuse.
 */
export function normalizeDanishPhone(value: string): string {
  const compact = value.replace(/\s+/g, '');
  const national = /^(?:\+45|0045)(\d{8})$/.exec(compact);
  return national ? national[1]! : compact;
}

/** Danish phone numbers: exactly 8 digits (after normalizeDanishPhone). */
export const phoneSchema = z
  .string({ error: PROFILE_MESSAGES.phoneInvalid })
  .transform(normalizeDanishPhone)
  .pipe(z.string().regex(/^\d{8}$/, PROFILE_MESSAGES.phoneInvalid));

/** PUT /api/profile */
export const profileUpdateSchema = z.object({
  firstName: requiredProfileText(PROFILE_MESSAGES.firstNameMissing),
  lastName: requiredProfileText(PROFILE_MESSAGES.lastNameMissing),
  jobPosition: requiredProfileText(PROFILE_MESSAGES.jobPositionMissing),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/** GET /api/profile */
export const profileResponseSchema = z.object({
  employeeId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  jobPosition: z.string(),
  phone: z.string(),
  email: z.string(),
  profilePhotoUrl: z.string().nullable(),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/**
 * The address of an employee's photo (GET /api/employees/:employeeId/photo). The version is the stored file's
 * own unique name, so a replaced photo gets a new address while each one can be cached for good, and editing
 * the rest of the profile leaves the address (and the browser's cache) alone.
 */
export function profilePhotoUrl(employeeId: string, photoKey: string | null): string | null {
  if (!photoKey) return null;
  const version = photoKey.split('/').pop()?.split('.')[0] ?? '';
  return `/api/employees/${employeeId}/photo?v=${encodeURIComponent(version)}`;
}
