import {
  canRegister,
  type EmploymentStatus,
  isTwoFactorRequired,
  type MeResponse,
  profilePhotoUrl,
  RESEND_VERIFICATION_LOCK_MS,
} from '@kollega/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { companies, employees, users } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import type { Auth } from '../../plugins/auth/create-auth';
import type { MemberContext, SessionContext } from '../../plugins/auth/request-context';
import {
  takeVerificationMailSlot,
  verificationMailAvailableAt,
} from '../../plugins/auth/verification-mail-lock';

/** GET /api/me: who is signed in, as whom (impersonation) and in which company; all null when signed out. */
export async function getMe(
  deps: { db: Db },
  ctx: { session: SessionContext | null; member: MemberContext | null },
): Promise<MeResponse> {
  const { session, member } = ctx;
  if (!session)
    return {
      user: null,
      impersonatedBy: null,
      resendVerificationAvailableAt: null,
      profile: null,
      company: null,
    };
  let profile: MeResponse['profile'] = null;
  let company: MeResponse['company'] = null;
  if (member) {
    const [row] = await deps.db
      .select({
        employee: employees,
        companyName: companies.name,
        requireAdminTwoFactor: companies.requireAdminTwoFactor,
      })
      .from(employees)
      .innerJoin(companies, eq(companies.id, employees.companyId))
      .where(sql`${employees.id} = ${member.employeeId} and ${employees.companyId} = ${member.companyId}`);
    if (row) {
      profile = {
        employeeId: row.employee.id,
        firstName: row.employee.firstName,
        lastName: row.employee.lastName,
        jobPosition: row.employee.jobPosition,
        phone: row.employee.phone,
        role: member.role,
        profilePhotoUrl: profilePhotoUrl(row.employee.id, row.employee.profilePhotoKey),
        registersTime: canRegister({
          employmentStatus: row.employee.employmentStatus as EmploymentStatus,
          mobileAccess: row.employee.mobileAppAccess,
          timeRegistrationExempt: row.employee.timeRegistrationExempt,
        }),
      };
      company = {
        id: member.companyId,
        name: row.companyName,
        isOwner: member.isOwner,
        subscription: member.subscription,
        requireAdminTwoFactor: row.requireAdminTwoFactor,
        closure: member.companyClosed
          ? {
              closedAt: member.companyClosed.closedAt.toISOString(),
              deleteAfter: member.companyClosed.deleteAfter.toISOString(),
            }
          : null,
      };
    }
  }
  return {
    user: {
      id: session.userId,
      email: session.email,
      emailVerified: session.emailVerified,
      isSuperadmin: session.isSuperadmin,
      twoFactorEnabled: session.twoFactorEnabled,
      twoFactorRequired: isTwoFactorRequired({
        isSuperadmin: session.isSuperadmin,
        companyRole: member?.role ?? null,
        companyRequiresAdminTwoFactor: member?.companyRequiresAdminTwoFactor ?? false,
      }),
      signedInWithPasskey: session.signInMethod === 'passkey',
    },
    impersonatedBy: session.impersonatedBy,
    resendVerificationAvailableAt: session.emailVerified
      ? null
      : await verificationMailAvailableAt(deps.db, session.email),
    profile,
    company,
  };
}

export async function resendVerification(
  deps: { db: Db; auth: Auth },
  ctx: SessionContext,
): Promise<{ availableAt: string }> {
  if (ctx.emailVerified) throw new AppError('ALREADY_VERIFIED');
  if (!(await takeVerificationMailSlot(deps.db, ctx.email))) {
    throw new AppError('RESEND_LOCKED');
  }
  await deps.auth.api.sendVerificationEmail({ body: { email: ctx.email } });
  return { availableAt: new Date(Date.now() + RESEND_VERIFICATION_LOCK_MS).toISOString() };
}

/** better-auth's token errors, as the reason the link page shows. */
export function linkError(code: string | undefined): AppError {
  return code === 'TOKEN_EXPIRED' ? new AppError('EXPIRED_LINK') : new AppError('INVALID_LINK');
}

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return user;
}

/** Forgot password: the spec names the unknown-user case ('Kan ikke finde en bruger med denne email'). */
export async function requestPasswordReset(
  deps: { db: Db; auth: Auth },
  input: { email: string },
): Promise<void> {
  if (!(await findUserByEmail(deps.db, input.email))) {
    throw new AppError('USER_NOT_FOUND');
  }
  await deps.auth.api.requestPasswordReset({
    body: { email: input.email, redirectTo: '/email-action-handler' },
  });
}
