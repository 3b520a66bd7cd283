import { z } from 'zod';

/** hr-core §5 (complete signup, company) and time-registration §5 (billing form). */
export const COMPANY_MESSAGES = {
  nameMissing: 'Firmanavn mangler',
  addressMissing: 'Adresse mangler',
  cityMissing: 'By mangler',
  zipcodeMissing: 'Postnr. mangler',
  vatMissing: 'CVR-nr. mangler',
  /** Not in the spec's list: a CVR number is 8 digits (decision 008). */
  vatInvalid: 'CVR-nr. skal være 8 cifre',
  vatReadOnly: 'CVR-nr. kan ikke ændres',
  billingEmailMissing: 'Email mangler',
  billingEmailInvalid: 'Ugyldig email',
  saved: 'Ændringerne er gemt.',
  saveFailed: 'Der skete en fejl. Prøv igen senere.',
  cvrNotFound: 'Vi kunne ikke finde en virksomhed med det CVR-nr. Udfyld oplysningerne selv.',
  cvrUnavailable: 'CVR-opslaget svarer ikke lige nu. Udfyld oplysningerne selv.',
  cvrInvalid: 'CVR-nr. skal være 8 cifre',
  cvrQuotaExceeded: 'CVR-opslaget er midlertidigt spærret. Udfyld oplysningerne selv.',
  alreadyHasCompany: 'Du er allerede tilknyttet en virksomhed.',
  vatInUse: 'Der findes allerede en virksomhed med det CVR-nr.',
} as const;

/** hr-core §5: the CVR lookup fires 500 ms after input once it is over 2 digits. */
export const CVR_LOOKUP_DEBOUNCE_MS = 500;
export const CVR_LOOKUP_MIN_DIGITS = 3;

const required = (message: string) =>
  z.string({ error: message }).trim().min(1, { message: message, abort: true });

export const vatSchema = z
  .string({ error: COMPANY_MESSAGES.vatMissing })
  .trim()
  .min(1, { message: COMPANY_MESSAGES.vatMissing, abort: true })
  .regex(/^\d{8}$/, COMPANY_MESSAGES.vatInvalid);

export const zipcodeSchema = z
  .string({ error: COMPANY_MESSAGES.zipcodeMissing })
  .trim()
  .regex(/^\d+$/, COMPANY_MESSAGES.zipcodeMissing);

/** The company's address fields, as on /complete-signup and /company. */
export const companyAddressSchema = z.object({
  name: required(COMPANY_MESSAGES.nameMissing),
  address: required(COMPANY_MESSAGES.addressMissing),
  zipcode: zipcodeSchema,
  city: required(COMPANY_MESSAGES.cityMissing),
});

/** POST /api/company/search */
export const cvrSearchRequestSchema = z.object({ vat: vatSchema });
export const cvrCompanySchema = z.object({
  name: z.string(),
  address: z.string(),
  zipcode: z.string(),
  city: z.string(),
  vat: z.string(),
});
export type CvrCompany = z.infer<typeof cvrCompanySchema>;

/** PUT /api/company: CVR is read-only after sign-up. */
export const companyUpdateSchema = companyAddressSchema;
export type CompanyUpdate = z.input<typeof companyUpdateSchema>;

/** time-registration §5: the billing details; the alternative address carries the same messages. */
export const billingDetailsSchema = z.discriminatedUnion('useAlternativeBillingAddress', [
  z.object({
    useAlternativeBillingAddress: z.literal(false),
    billingEmail: z
      .string({ error: COMPANY_MESSAGES.billingEmailMissing })
      .trim()
      .min(1, { message: COMPANY_MESSAGES.billingEmailMissing, abort: true })
      .pipe(z.email(COMPANY_MESSAGES.billingEmailInvalid)),
  }),
  z.object({
    useAlternativeBillingAddress: z.literal(true),
    billingName: required(COMPANY_MESSAGES.nameMissing),
    billingAddress: required(COMPANY_MESSAGES.addressMissing),
    billingZipcode: zipcodeSchema,
    billingCity: required(COMPANY_MESSAGES.cityMissing),
    billingVat: vatSchema,
    billingEmail: z
      .string({ error: COMPANY_MESSAGES.billingEmailMissing })
      .trim()
      .min(1, { message: COMPANY_MESSAGES.billingEmailMissing, abort: true })
      .pipe(z.email(COMPANY_MESSAGES.billingEmailInvalid)),
  }),
]);
export type BillingDetails = z.input<typeof billingDetailsSchema>;

/** GET /api/company */
export const companyResponseSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  zipcode: z.string(),
  city: z.string(),
  vat: z.string(),
  billing: z.object({
    useAlternativeBillingAddress: z.boolean(),
    billingName: z.string(),
    billingAddress: z.string(),
    billingZipcode: z.string(),
    billingCity: z.string(),
    billingVat: z.string(),
    billingEmail: z.string(),
  }),
});
export type CompanyResponse = z.infer<typeof companyResponseSchema>;
