import { hasAdminAppAccess, type MeResponse } from '@kollega/domain';

/**
 * Which app a user sees (hr-core §2, time-registration §2 "Access to the admin app"), from GET /api/me:
 * - signedOut: the landing page, signup and forgot password;
 * - verifyEmail: the verification screen on every path;
 * - completeSignup: the account setup on every path (no employee record, so no role yet);
 * - employeeApp: an employee who registers time (app access, not exempt, not inactive) gets the employee app on
 *   every path (docs/rules/platform.md#ruling-18);
 * - employeeWelcome: any other employee gets the welcome ("download") page for app-only users on every path
 *   (time-registration §2);
 * - noSubscription: an admin, not the owner, whose subscription is neither active nor cancelled;
 * - twoFactorSetup: a super admin, or an admin whose company requires it, without two-factor sign-in sets it up
 *   on every path first (decision 034; the server refuses their admin routes until then);
 * - admin: the app with sidebar and topbar.
 * A super admin needs no company of their own to use /admin, so they skip the account setup and the
 * subscription check (but not the e-mail verification).
 */
export type AppKind =
  | 'signedOut'
  | 'verifyEmail'
  | 'completeSignup'
  | 'employeeApp'
  | 'employeeWelcome'
  | 'noSubscription'
  | 'twoFactorSetup'
  | 'admin';

export function appKind(me: MeResponse): AppKind {
  if (!me.user) return 'signedOut';
  if (!me.user.emailVerified) return 'verifyEmail';
  // A super admin logged in as someone passed their own second factor, and a passkey is two factors in one
  // (decision 053); the server exempts those sessions too.
  if (
    me.user.twoFactorRequired &&
    !me.user.twoFactorEnabled &&
    !me.user.signedInWithPasskey &&
    !me.impersonatedBy
  )
    return 'twoFactorSetup';
  if (me.user.isSuperadmin) return 'admin';
  if (!me.profile) return 'completeSignup';
  if (me.profile.role === 'employee') return me.profile.registersTime ? 'employeeApp' : 'employeeWelcome';
  const access = hasAdminAppAccess({
    isOwner: me.company?.isOwner ?? false,
    subscriptionStatus: me.company?.subscription?.status ?? null,
  });
  return access ? 'admin' : 'noSubscription';
}
