import { and, eq, isNotNull, isNull, or } from 'drizzle-orm';
import { companies, employees } from '../../db/schema/index';
import type { Reader } from '../../services/context';

/** The company's admins who can sign in (the owner is always admin, hr-core §6): who admin kinds go to. */
export async function adminRecipients(db: Reader, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .innerJoin(companies, eq(companies.id, employees.companyId))
    .where(
      and(
        eq(employees.companyId, companyId),
        isNull(employees.deletedAt),
        isNotNull(employees.userId),
        or(eq(employees.role, 'admin'), eq(employees.userId, companies.ownerUserId)),
      ),
    );
  return rows.map((row) => row.id);
}

/** The owner's employee record, for billing kinds, or null. */
export async function ownerRecipient(db: Reader, companyId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: employees.id })
    .from(employees)
    .innerJoin(companies, eq(companies.id, employees.companyId))
    .where(
      and(
        eq(employees.companyId, companyId),
        isNull(employees.deletedAt),
        eq(employees.userId, companies.ownerUserId),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}
