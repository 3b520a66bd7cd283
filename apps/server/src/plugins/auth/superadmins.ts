import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema/index';

/**
 * SUPERADMIN_EMAILS (docs/rules/auth-and-access.md#ruling-6): listed accounts become super admins at start-up and when they verify
 * their e-mail. Never an unverified account: anyone can sign up with any address.
 */
export async function promoteSuperadmins(db: Db, emails: string[]): Promise<void> {
  if (emails.length === 0) return;
  await db
    .update(users)
    .set({ role: 'superadmin', updatedAt: new Date() })
    .where(and(inArray(sql`lower(${users.email})`, emails), eq(users.emailVerified, true)));
}

type RoleChange = 'changed' | 'not-found' | 'unverified';

async function setPlatformRole(db: Db, email: string, role: 'superadmin' | 'user'): Promise<RoleChange> {
  const [user] = await db
    .select({ id: users.id, emailVerified: users.emailVerified })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  if (!user) return 'not-found';
  if (role === 'superadmin' && !user.emailVerified) return 'unverified';
  await db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, user.id));
  return 'changed';
}

/** `npm run cli -- superadmin add EMAIL` */
export function makeSuperadmin(db: Db, email: string): Promise<RoleChange> {
  return setPlatformRole(db, email, 'superadmin');
}

/** `npm run cli -- superadmin remove EMAIL` (an address left in SUPERADMIN_EMAILS is promoted again at start). */
export function removeSuperadmin(db: Db, email: string): Promise<RoleChange> {
  return setPlatformRole(db, email, 'user');
}
