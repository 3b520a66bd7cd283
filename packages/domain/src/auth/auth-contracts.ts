import { z } from 'zod';

/**
 * The spec's texts for signing up, logging in and passwords (hr-core §5), once, for the forms and the server.
 */
export const AUTH_MESSAGES = {
  emailMissing: 'Email mangler',
  passwordMissing: 'Password mangler',
  repeatPasswordMissing: 'Gentag password',
  passwordsDiffer: 'Passwords skal være ens',
  termsNotAccepted: 'Skal accepteres',
  /** Not in the spec: better-auth refuses passwords under 8 characters, so the form says so first (decision 008). */
  passwordTooShort: 'Password skal være mindst 8 tegn',
  passwordTooLong: 'Password må højst være 128 tegn',
  loginFailed: 'Fejl i email eller kodeord. Prøv igen.',
  forgotPasswordInvalidEmail: 'Din email er ugyldig. Prøv at indtaste en anden',
  forgotPasswordUnknownUser: 'Kan ikke finde en bruger med denne email',
  tooManyAttempts: 'For mange forsøg. Vent lidt og prøv igen.',
  emailInUse: 'E-mailen er allerede i brug',
  /** Not in the spec: an address better-auth will not take (same wording as the work e-mail's). */
  emailInvalid: 'Ugyldig email',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
/** RFC 5321: an address is at most 254 characters. */
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 128;
/** hr-core §9: the verification e-mail can be sent again after 180000 ms. */
export const RESEND_VERIFICATION_LOCK_MS = 180_000;

const email = z
  .string({ error: AUTH_MESSAGES.emailMissing })
  .trim()
  .min(1, { message: AUTH_MESSAGES.emailMissing, abort: true })
  .max(EMAIL_MAX_LENGTH, AUTH_MESSAGES.forgotPasswordInvalidEmail)
  .pipe(z.email(AUTH_MESSAGES.forgotPasswordInvalidEmail))
  .transform((value) => value.toLowerCase());

const newPassword = z
  .string({ error: AUTH_MESSAGES.passwordMissing })
  .min(1, { message: AUTH_MESSAGES.passwordMissing, abort: true })
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong);

const repeatPassword = z
  .string({ error: AUTH_MESSAGES.repeatPasswordMissing })
  .min(1, { message: AUTH_MESSAGES.repeatPasswordMissing, abort: true });

/** /signup: email, password, repeat password, accept terms. */
export const signupFormSchema = z
  .object({
    email,
    password: newPassword,
    repeatPassword,
    acceptTerms: z.boolean().refine((accepted) => accepted, AUTH_MESSAGES.termsNotAccepted),
  })
  .refine((form) => form.password === form.repeatPassword, {
    path: ['repeatPassword'],
    message: AUTH_MESSAGES.passwordsDiffer,
  });
export type SignupForm = z.input<typeof signupFormSchema>;

/** The login form on the landing page. */
export const loginFormSchema = z.object({
  email,
  password: z
    .string({ error: AUTH_MESSAGES.passwordMissing })
    .min(1, { message: AUTH_MESSAGES.passwordMissing, abort: true }),
});
export type LoginForm = z.input<typeof loginFormSchema>;

/** The new-password form on /email-action-handler?mode=resetPassword. */
export const resetPasswordFormSchema = z
  .object({ password: newPassword, repeatPassword })
  .refine((form) => form.password === form.repeatPassword, {
    path: ['repeatPassword'],
    message: AUTH_MESSAGES.passwordsDiffer,
  });
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

/** POST /api/account/forgot-password */
export const forgotPasswordRequestSchema = z.object({
  email: z
    .string({ error: AUTH_MESSAGES.forgotPasswordInvalidEmail })
    .trim()
    .max(EMAIL_MAX_LENGTH, AUTH_MESSAGES.forgotPasswordInvalidEmail)
    .pipe(z.email(AUTH_MESSAGES.forgotPasswordInvalidEmail))
    .transform((value) => value.toLowerCase()),
});
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

/** The `mode` of the links in our e-mails: /email-action-handler?mode=…&oobCode=… */
export const emailActionModeSchema = z.enum(['verifyEmail', 'resetPassword']);
export type EmailActionMode = z.infer<typeof emailActionModeSchema>;

/** What a failed verification or reset link says (the spec: "a failure shows the provider's message"). */
export const EMAIL_ACTION_MESSAGES = {
  processing: 'Behandler...',
  verified: 'Din e-mail er verificeret',
  completeProfile: 'Færdiggør profil',
  invalidLink: 'Linket er ugyldigt eller allerede brugt. Bed om et nyt.',
  expiredLink: 'Linket er udløbet. Bed om et nyt.',
  passwordChanged: 'Dit password er ændret. Du kan nu logge ind.',
} as const;
