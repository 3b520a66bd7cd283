import { randomBytes } from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import { queryRows } from '../../db/database';
import { accounts, employees, sessions, users, verifications } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import type { Writer } from '../../services/context';

/** hr-core §9: the password-setup link is valid 24 hours. */
export const PASSWORD_SETUP_HOURS = 24;

interface EmployeeForLogin {
  id: string;
  companyId: string;
  email: string;
  firstName: string;
  lastName: string;
  userId: string | null;
}

/**
 * The login with this e-mail and, if it has one, its employee record in any company. Across companies on
 * purpose (hence `unsafe`): a login that is another company's person must be seen to be refused.
 */
async function unsafeFindLoginByEmail(tx: Writer, email: string) {
  // A SECURITY DEFINER function (migration 0017): the app role itself cannot lift row-level security (decision 033).
  const [login] = await queryRows<{ id: string; role: string | null; employeeId: string | null }>(
    tx,
    sql`select id, role, employee_id as "employeeId" from kollega_login_by_email(${email.toLowerCase()})`,
  );
  return login;
}

/**
 * docs/rules/employees.md#ruling-1: an employee gets a login when they become admin or get app access. Runs inside the caller's
 * transaction. Returns the login's id and, when the login has no password yet, a one-time token for the e-mail
 * link (better-auth's own password-reset token, stored the way it stores one, so the existing reset page sets
 * the first password). The caller sends the e-mail after the transaction commits.
 *
 * An existing login with this e-mail that belongs to nobody (a sign-up never completed) is taken over, but its
 * password and sessions are removed first: whoever registered the address cannot walk into the company with a
 * password they chose. Only the person who reads the mailbox can set one.
 */
export async function ensureEmployeeLogin(
  tx: Writer,
  employee: EmployeeForLogin,
): Promise<{ userId: string; setupToken: string | null }> {
  let userId = employee.userId;
  if (!userId) {
    const existing = await unsafeFindLoginByEmail(tx, employee.email);
    // A login in use elsewhere (another company's person, or a platform super admin) is never taken over.
    if (existing?.employeeId || existing?.role === 'superadmin') {
      throw new AppError('EMAIL_IN_USE');
    }
    if (existing) {
      await removePassword(tx, existing.id);
      await tx
        .update(users)
        .set({ emailVerified: false, updatedAt: new Date() })
        .where(eq(users.id, existing.id));
      userId = existing.id;
    } else {
      const [created] = await tx
        .insert(users)
        .values({
          name: `${employee.firstName} ${employee.lastName}`.trim(),
          email: employee.email.toLowerCase(),
          emailVerified: false,
        })
        .returning({ id: users.id });
      if (!created) throw new Error('insert into users returned no row');
      userId = created.id;
    }
    await tx
      .update(employees)
      .set({ userId, updatedAt: new Date() })
      .where(and(eq(employees.companyId, employee.companyId), eq(employees.id, employee.id)));
  }
  const [credential] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  if (credential) return { userId, setupToken: null };
  return { userId, setupToken: await createPasswordSetupToken(tx, userId) };
}

/** A new one-time password-setup token for the login, valid PASSWORD_SETUP_HOURS; older ones stop working. */
export async function createPasswordSetupToken(tx: Writer, userId: string): Promise<string> {
  await deletePasswordTokens(tx, userId);
  // The same shape as better-auth's reset tokens: 24 characters of a URL-safe alphabet.
  const token = randomBytes(18).toString('base64url');
  await tx.insert(verifications).values({
    identifier: `reset-password:${token}`,
    value: userId,
    expiresAt: new Date(Date.now() + PASSWORD_SETUP_HOURS * 60 * 60 * 1000),
  });
  return token;
}

/** Signs the login out everywhere (hr-core: revoking access ends their sessions). */
export async function endSessions(tx: Writer, userId: string): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.userId, userId));
}

/**
 * The login can no longer sign in: sessions ended, password and pending setup links removed. The login row
 * itself stays, so the audit log's references to it keep their meaning, and access can be granted again.
 */
export async function revokeEmployeeLogin(tx: Writer, userId: string): Promise<void> {
  await endSessions(tx, userId);
  await removePassword(tx, userId);
}

async function removePassword(tx: Writer, userId: string): Promise<void> {
  await endSessions(tx, userId);
  await tx.delete(accounts).where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  await deletePasswordTokens(tx, userId);
}

async function deletePasswordTokens(tx: Writer, userId: string): Promise<void> {
  await tx
    .delete(verifications)
    .where(and(eq(verifications.value, userId), like(verifications.identifier, 'reset-password:%')));
}
