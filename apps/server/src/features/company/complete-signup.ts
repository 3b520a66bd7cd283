import { randomUUID } from 'node:crypto';
import type { CompleteSignupRequest, completeSignupRequestSchema } from '@kollega/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../db/audit';
import type { Db } from '../../db/database';
import { companies, employees, subscriptions, users } from '../../db/schema/index';
import { unsafeAcrossCompanies, withCompany } from '../../db/tenant-scope';
import { AppError } from '../../errors/app-error';
import type { SessionContext } from '../../plugins/auth/request-context';

type CompleteSignupInput = z.output<typeof completeSignupRequestSchema>;

export type { CompleteSignupRequest };

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const cause =
    (error as { cause?: { code?: string; constraint?: string } }).cause ??
    (error as { code?: string; constraint?: string });
  return (
    cause?.code === '23505' && (cause.constraint === constraint || JSON.stringify(error).includes(constraint))
  );
}

/**
 * An employee record in any company counts: one person, one company (hr-core §4). Across companies on purpose
 * (hence `unsafe`): the user has no company yet to filter on.
 */
async function unsafeHasEmployeeRecordInAnyCompany(db: Db, userId: string): Promise<boolean> {
  const [existing] = await unsafeAcrossCompanies(() =>
    db.select({ id: employees.id }).from(employees).where(eq(employees.userId, userId)).limit(1),
  );
  return existing !== undefined;
}

/**
 * Complete signup (hr-core §4): creates the company with the signed-in user as its owner, the owner's
 * employee record with the admin role, and the freemium subscription (status active), all in one
 * transaction with the audit row. The owner comes from the session, never from the body.
 */
export async function completeSignup(
  db: Db,
  session: SessionContext,
  input: CompleteSignupInput,
): Promise<{ companyId: string; employeeId: string }> {
  if (await unsafeHasEmployeeRecordInAnyCompany(db, session.userId))
    throw new AppError('ALREADY_HAS_COMPANY');

  // The new company's id is chosen here, so the transaction runs scoped to it (row-level security).
  const newCompanyId = randomUUID();
  try {
    return await withCompany(newCompanyId, () =>
      db.transaction(async (tx) => {
        const [company] = await tx
          .insert(companies)
          .values({
            id: newCompanyId,
            name: input.company.name,
            address: input.company.address,
            zipcode: input.company.zipcode,
            city: input.company.city,
            vat: input.company.vat,
            ownerUserId: session.userId,
            timeSettings: input.timeSettings,
          })
          .returning({ id: companies.id });
        if (!company) throw new Error('insert into companies returned no row');
        const [employee] = await tx
          .insert(employees)
          .values({
            companyId: company.id,
            userId: session.userId,
            firstName: input.firstName,
            lastName: input.lastName,
            jobPosition: input.jobPosition,
            phone: input.phone,
            email: session.email,
            role: 'admin',
          })
          .returning({ id: employees.id });
        if (!employee) throw new Error('insert into employees returned no row');
        await tx.insert(subscriptions).values({ companyId: company.id, plan: 'freemium', status: 'active' });
        await tx
          .update(users)
          .set({ name: `${input.firstName} ${input.lastName}`, updatedAt: new Date() })
          .where(eq(users.id, session.userId));
        await recordAudit(
          tx,
          { ...session, companyId: company.id },
          {
            action: 'company.create',
            entityType: 'company',
            entityId: company.id,
            details: { name: input.company.name, vat: input.company.vat, ownerEmployeeId: employee.id },
          },
        );
        return { companyId: company.id, employeeId: employee.id };
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error, 'companies_vat_unique')) {
      throw new AppError('VAT_IN_USE');
    }
    if (
      isUniqueViolation(error, 'employees_user_unique') ||
      isUniqueViolation(error, 'employees_email_unique')
    ) {
      throw new AppError('ALREADY_HAS_COMPANY');
    }
    throw error;
  }
}
