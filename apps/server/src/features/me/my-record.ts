import { and, eq, isNull } from 'drizzle-orm';
import { employees } from '../../db/schema/index';
import { AppError, notFound } from '../../errors/app-error';
import type { MemberContext } from '../../plugins/auth/request-context';
import type { Reader } from '../../services/context';

export type MyEmployeeRow = typeof employees.$inferSelect;

/**
 * The caller's own employee record, the one gate of every 'Mig' route (decision 041): the id and the company come
 * from the verified session only, never from the request. An employee without app access sees none of 'Mig'
 * (403 NO_APP_ACCESS); an admin always has it, since an admin is an employee too.
 */
export async function loadMyself(db: Reader, ctx: MemberContext): Promise<MyEmployeeRow> {
  const [row] = await db
    .select()
    .from(employees)
    .where(
      and(
        eq(employees.id, ctx.employeeId),
        eq(employees.companyId, ctx.companyId),
        isNull(employees.deletedAt),
      ),
    );
  if (!row) throw notFound();
  if (!hasMeAccess(row.role, row.mobileAppAccess)) throw new AppError('NO_APP_ACCESS');
  return row;
}

/** Who sees 'Mig': an employee with app access ('Adgang til app'), and every admin. */
export function hasMeAccess(role: string, mobileAppAccess: boolean): boolean {
  return role === 'admin' || mobileAppAccess;
}
