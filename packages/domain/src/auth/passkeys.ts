import { z } from 'zod';

/** Danish texts of passkeys ('Adgangsnøgler', decision 053). */
export const PASSKEY_MESSAGES = {
  title: 'Adgangsnøgler',
  signIn: 'Log ind med adgangsnøgle',
  add: 'Tilføj adgangsnøgle',
  signInFailed: 'Adgangsnøglen kunne ikke bruges. Prøv igen, eller log ind med e-mail og kodeord.',
  registrationFailed: 'Adgangsnøglen kunne ikke tilføjes. Prøv igen.',
  notFresh:
    'Af sikkerhedshensyn skal du have logget ind inden for de seneste 10 minutter for at tilføje en adgangsnøgle. Log ud og ind igen.',
  alreadyAdded: 'Denne adgangsnøgle er allerede tilføjet.',
  limit: 'Du kan højst have 10 adgangsnøgler. Fjern en, før du tilføjer en ny.',
  nameInvalid: 'Giv adgangsnøglen et navn på højst 60 tegn.',
  /** The browser's own refusals (cancelled, timed out, no matching key) say this. */
  cancelled: 'Adgangsnøglen blev ikke brugt. Prøv igen, eller vælg en anden måde.',
  unsupported: 'Din browser understøtter ikke adgangsnøgler.',
} as const;

/** At most this many passkeys per person: enough for every device, and a bound on the list. */
export const MAX_PASSKEYS_PER_USER = 10;
/** Minutes since sign-in within which a session may add a passkey ('a fresh session'). */
export const PASSKEY_FRESH_SESSION_MINUTES = 10;

export const passkeyNameSchema = z
  .string()
  .trim()
  .min(1, PASSKEY_MESSAGES.nameInvalid)
  .max(60, PASSKEY_MESSAGES.nameInvalid);

/** GET /api/account/passkeys: one of the caller's passkeys (never the key itself). */
export const passkeySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** ISO instant. */
  createdAt: z.string(),
  /** ISO instant of the last sign-in with it; null before the first. */
  lastUsedAt: z.string().nullable(),
  /** Synced between the person's devices (iCloud Keychain, Google Password Manager). */
  synced: z.boolean(),
});
export const passkeyListResponseSchema = z.object({ passkeys: z.array(passkeySummarySchema) });
export type PasskeySummary = z.infer<typeof passkeySummarySchema>;
export type PasskeyListResponse = z.infer<typeof passkeyListResponseSchema>;

/**
 * Decision 053: a sign-in with a passkey the authenticator verified its user for (PIN, fingerprint, face) is two
 * factors in one and phishing-resistant, so such a session satisfies the required two-factor rule; a password
 * session still needs TOTP.
 */
export function sessionHasSecondFactor(input: {
  twoFactorEnabled: boolean;
  signInMethod: string | null;
}): boolean {
  return input.twoFactorEnabled || input.signInMethod === 'passkey';
}
