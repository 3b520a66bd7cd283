import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema/index';

/** SUPERADMIN_EMAILS (decisions.md 6): accounts that already exist become super admins at start-up. */
export async function promoteSuperadmins(db: Db, emails: string[]): Promise<void> {
  if (emails.length === 0) return;
  await db
    .update(users)
    .set({ role: 'superadmin', updatedAt: new Date() })
    .where(inArray(sql`lower(${users.email})`, emails));
}

/** `npm run cli -- superadmin add EMAIL`: true when an account with that e-mail was found. */
export async function makeSuperadmin(db: Db, email: string): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ role: 'superadmin', updatedAt: new Date() })
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .returning({ id: users.id });
  return updated.length > 0;
}
