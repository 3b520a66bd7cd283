import { z } from 'zod';
import { normalizeDanishPhone } from '../employees/profile-contracts';
import { ME_MESSAGES } from './me-messages';

/** As long as the employee form allows (EMPLOYEE_TEXT_MAX). */
export const MY_PROFILE_TEXT_MAX = 200;

const text = z.string().trim().max(MY_PROFILE_TEXT_MAX, ME_MESSAGES.textTooLong);
const EMAIL = z.email();
/** An optional phone: '' when left empty, otherwise 8 digits ('+45' dropped), as on the employee form. */
const optionalPhone = z
  .string({ error: ME_MESSAGES.phoneInvalid })
  .transform(normalizeDanishPhone)
  .pipe(z.string().regex(/^(\d{8})?$/, ME_MESSAGES.phoneInvalid));
const optionalEmail = z
  .string({ error: ME_MESSAGES.emailInvalid })
  .trim()
  .max(MY_PROFILE_TEXT_MAX, ME_MESSAGES.textTooLong)
  .refine((value) => value === '' || EMAIL.safeParse(value).success, ME_MESSAGES.emailInvalid)
  .transform((value) => value.toLowerCase());
const optionalZipcode = z
  .string({ error: ME_MESSAGES.zipcodeInvalid })
  .trim()
  .regex(/^(\d{4})?$/, ME_MESSAGES.zipcodeInvalid);

/**
 * PUT /api/me/profile: what an employee may change of their own record (issue 27): contact fields and the
 * emergency contact ('Nærmeste pårørende'). Name, work e-mail, CPR, employment and salary are the admin's.
 * A pårørende is a name and a phone together: one without the other is refused.
 */
export const myProfileUpdateSchema = z
  .object({
    phone: optionalPhone,
    privatePhone: optionalPhone,
    privateEmail: optionalEmail,
    address: text,
    zipcode: optionalZipcode,
    city: text,
    emergencyContactName: text,
    emergencyContactPhone: optionalPhone,
  })
  .refine((value) => value.emergencyContactName !== '' || value.emergencyContactPhone === '', {
    message: ME_MESSAGES.emergencyNameMissing,
    path: ['emergencyContactName'],
    when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'emergencyContactPhone'),
  })
  .refine((value) => value.emergencyContactPhone !== '' || value.emergencyContactName === '', {
    message: ME_MESSAGES.emergencyPhoneMissing,
    path: ['emergencyContactPhone'],
    when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'emergencyContactName'),
  });
export type MyProfileUpdate = z.input<typeof myProfileUpdateSchema>;
export type MyProfileUpdateParsed = z.output<typeof myProfileUpdateSchema>;

/** The contact fields, the keys the change's audit row lists. */
export const MY_PROFILE_FIELDS = [
  'phone',
  'privatePhone',
  'privateEmail',
  'address',
  'zipcode',
  'city',
  'emergencyContactName',
  'emergencyContactPhone',
] as const;

/** Each contact field's Danish name, as the form and the admins' notification say it. */
export const MY_PROFILE_FIELD_LABELS: Record<(typeof MY_PROFILE_FIELDS)[number], string> = {
  phone: 'Telefon',
  privatePhone: 'Privat telefon',
  privateEmail: 'Privat e-mail',
  address: 'Adresse',
  zipcode: 'Postnummer',
  city: 'By',
  emergencyContactName: 'Navn på pårørende',
  emergencyContactPhone: 'Telefon til pårørende',
};

/** GET /api/me/profile: the employee's own details; the CPR number only masked ('010190-••••'). */
export const myProfileSchema = z.object({
  employeeId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  jobPosition: z.string(),
  email: z.string(),
  phone: z.string(),
  privatePhone: z.string(),
  privateEmail: z.string(),
  address: z.string(),
  zipcode: z.string(),
  city: z.string(),
  emergencyContactName: z.string(),
  emergencyContactPhone: z.string(),
  cprMasked: z.string(),
});
export type MyProfile = z.infer<typeof myProfileSchema>;
