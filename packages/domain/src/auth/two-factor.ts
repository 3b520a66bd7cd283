import { z } from 'zod';

/** Danish texts of two-factor sign-in and the session list (issue 25, decision 034). */
export const TWO_FACTOR_MESSAGES = {
  title: 'To-trinsbekræftelse',
  enterCode: 'Indtast koden fra din godkendelses-app',
  enterBackupCode: 'Indtast en af dine backupkoder',
  invalidCode: 'Koden er forkert. Prøv igen.',
  invalidBackupCode: 'Backupkoden er forkert eller allerede brugt.',
  challengeExpired: 'Log ind igen: der gik for lang tid, eller koden blev tastet forkert for mange gange.',
  locked: 'For mange forkerte koder. Vent et kvarter, og prøv igen.',
  wrongPassword: 'Forkert kodeord.',
  alreadyEnabled: 'To-trinsbekræftelse er allerede slået til.',
  notEnabled: 'To-trinsbekræftelse er ikke slået til.',
  required: 'Du skal slå to-trinsbekræftelse til, før du kan fortsætte.',
  mandatory: 'To-trinsbekræftelse er påkrævet for din rolle og kan ikke slås fra.',
  ownerFirst: 'Slå to-trinsbekræftelse til på din egen profil, før du kræver det af administratorer.',
  codeFormat: 'Koden er 6 cifre.',
  ownerOnly: 'Kun ejeren kan ændre denne indstilling.',
} as const;

/**
 * Who must use two-factor sign-in (decision 034): every super admin, and every admin (the owner too) of a company
 * whose owner ticked 'Kræv to-trinsbekræftelse for administratorer'. Employees never have to.
 */
export function isTwoFactorRequired(input: {
  isSuperadmin: boolean;
  companyRole: 'admin' | 'employee' | null;
  companyRequiresAdminTwoFactor: boolean;
}): boolean {
  if (input.isSuperadmin) return true;
  return input.companyRole === 'admin' && input.companyRequiresAdminTwoFactor;
}

/** PUT /api/company/two-factor: the owner's 'Kræv to-trinsbekræftelse for administratorer'. */
export const companyTwoFactorSettingSchema = z.object({ requireAdminTwoFactor: z.boolean() });
export type CompanyTwoFactorSetting = z.infer<typeof companyTwoFactorSettingSchema>;

/** GET /api/account/sessions: one signed-in browser (no token ever leaves the server). */
export const activeSessionSchema = z.object({
  id: z.string(),
  /** 'Chrome på Windows', from the browser's user agent ('Ukendt browser' when it says nothing useful). */
  browser: z.string(),
  /** 'Computer', 'Mobil' or 'Tablet'. */
  device: z.string(),
  ipAddress: z.string().nullable(),
  /** ISO instant of the last use better-auth recorded (it refreshes a session at most once a day). */
  lastUsedAt: z.string(),
  createdAt: z.string(),
  current: z.boolean(),
});
export const activeSessionsResponseSchema = z.object({ sessions: z.array(activeSessionSchema) });
export type ActiveSession = z.infer<typeof activeSessionSchema>;
export type ActiveSessionsResponse = z.infer<typeof activeSessionsResponseSchema>;
