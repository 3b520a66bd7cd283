import { z } from 'zod';
import { companyClosureSchema } from '../company/company-closure';
import { employeeRoleSchema, planSchema, subscriptionStatusSchema } from './roles';

/**
 * GET /api/me: everything the web app needs to decide which app a user sees (hr-core §2). Always 200; a
 * signed-out visitor gets `user: null`, so the landing page loads without an error in the console.
 */
export const meResponseSchema = z.object({
  user: z
    .object({
      id: z.string(),
      email: z.string(),
      emailVerified: z.boolean(),
      isSuperadmin: z.boolean(),
      /** TOTP two-factor sign-in is set up (decision 034). */
      twoFactorEnabled: z.boolean(),
      /** This person must set it up before the admin routes answer (isTwoFactorRequired). */
      twoFactorRequired: z.boolean(),
      /** A passkey started this session (decision 053): it counts as two-factor, so no set-up screen for it. */
      signedInWithPasskey: z.boolean(),
    })
    .nullable(),
  /** The super admin's user id while they are logged in as someone else (docs/rules/auth-and-access.md#ruling-7). */
  impersonatedBy: z.string().nullable(),
  /** When the verification e-mail may be sent again (ISO instant); null when it may be sent now. */
  resendVerificationAvailableAt: z.string().nullable(),
  /** The employee record; null until complete-signup (the account setup screen). */
  profile: z
    .object({
      employeeId: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      jobPosition: z.string(),
      phone: z.string(),
      role: employeeRoleSchema,
      profilePhotoUrl: z.string().nullable(),
      /**
       * time-registration §5: app access, not exempt, not inactive. Such an employee sees the employee app
       * (docs/rules/platform.md#ruling-18); an admin who also registers uses it at /app.
       */
      registersTime: z.boolean(),
    })
    .nullable(),
  company: z
    .object({
      id: z.string(),
      name: z.string(),
      isOwner: z.boolean(),
      subscription: z.object({ plan: planSchema, status: subscriptionStatusSchema }).nullable(),
      /** False with BILLING=off (docs/rules/billing.md#ruling-27): no subscription page, no banners. */
      billing: z.boolean().optional(),
      /** The owner's 'Kræv to-trinsbekræftelse for administratorer' (decision 034). */
      requireAdminTwoFactor: z.boolean(),
      /** 'Luk konto' (decision 051): closed and waiting for deletion; null while open. */
      closure: companyClosureSchema.nullable().optional(),
    })
    .nullable(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

/** POST /api/account/resend-verification → when it may be sent again. */
export const resendVerificationResponseSchema = z.object({ availableAt: z.string() });
export type ResendVerificationResponse = z.infer<typeof resendVerificationResponseSchema>;
