import { ADMIN_MESSAGES } from '@kollega/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { recordAdminAudit } from '../../db/admin-audit';
import type { Db } from '../../db/database';
import { employees, users } from '../../db/schema/index';
import { withCompany } from '../../db/tenant-scope';
import { isUuid } from '../../db/uuid';
import { AppError, notFound } from '../../errors/app-error';
import type { Auth } from '../../plugins/auth/create-auth';
import type { SessionContext } from '../../plugins/auth/request-context';
import { loadCompany } from './company-record';

/**
 * POST /api/admin/companies/:companyId/employees/:employeeId/reset-password ('Nulstil kodeord',
 * time-registration §7 /api/user/resetpassword): better-auth's own reset flow e-mails the employee's login a
 * link; the answer is the message the page shows. The audit row is committed before the e-mail is sent.
 */
export async function resetPassword(
  deps: { db: Db; auth: Auth },
  ctx: SessionContext,
  input: { companyId: string; employeeId: string },
): Promise<{ message: string }> {
  if (!isUuid(input.employeeId)) throw notFound();
  const email = await withCompany(input.companyId, () =>
    deps.db.transaction(async (tx) => {
      const company = await loadCompany(tx, input.companyId);
      const [row] = await tx
        .select({ id: employees.id, userId: employees.userId, email: users.email })
        .from(employees)
        .leftJoin(users, eq(users.id, employees.userId))
        .where(
          and(
            eq(employees.companyId, company.id),
            eq(employees.id, input.employeeId),
            isNull(employees.deletedAt),
          ),
        );
      if (!row) throw notFound();
      if (!row.userId || !row.email) throw new AppError('EMPLOYEE_HAS_NO_LOGIN');
      await recordAdminAudit(tx, ctx, {
        subjectCompanyId: company.id,
        action: 'employee.password-reset',
        entityType: 'employee',
        entityId: row.id,
        details: { userId: row.userId },
      });
      return row.email;
    }),
  );
  await deps.auth.api.requestPasswordReset({ body: { email, redirectTo: '/email-action-handler' } });
  return { message: ADMIN_MESSAGES.resetSent(email) };
}
