import { canCreateEmployee, type NewEmployeeParsed } from '@kollega/domain';
import { eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import { type Db, queryRows } from '../../db/database';
import { companies, employees } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import type { AdminContext } from '../../plugins/auth/request-context';
import { type Writer, withTransaction } from '../../services/context';
import { startChecklistsAutomatically } from '../checklists/public';
import { employeeAudit, planOf } from './employee-record';
import { countExcludingOwner } from './visibility';

export const emailInUse = () => new AppError('EMAIL_IN_USE');

const limitReached = () => new AppError('EMPLOYEE_LIMIT_REACHED');

function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: string }).code === '23505') return true;
  }
  return false;
}

/**
 * POST /api/employees ('Opret medarbejder', hr-core §5 and §7 /api/user/add): a new HR record without a login
 * (docs/rules/employees.md#ruling-1). The company row is locked first, so two admins creating at once cannot pass the plan limit
 * together (docs/rules/employees.md#ruling-4).
 */
/**
 * docs/rules/employees.md#ruling-1: a work e-mail is unique across the installation, in this company or any other. Across
 * companies on purpose (hence `unsafe`), through a SECURITY DEFINER function that answers only yes or no: the
 * app role itself cannot lift row-level security (decision 033, migration 0017).
 */
async function unsafeIsEmailTakenInAnyCompany(tx: Pick<Db, 'execute'>, email: string): Promise<boolean> {
  const [row] = await queryRows<{ taken: boolean }>(
    tx,
    sql`select kollega_work_email_taken(${email}) as taken`,
  );
  return row?.taken === true;
}

export async function createEmployee(
  deps: { db: Writer },
  ctx: AdminContext,
  input: NewEmployeeParsed,
): Promise<{ employeeId: string }> {
  try {
    return await withTransaction(deps.db, async (tx) => {
      const [company] = await tx
        .select({ ownerUserId: companies.ownerUserId })
        .from(companies)
        .where(eq(companies.id, ctx.companyId))
        .for('update');
      if (!company) throw new AppError('NOT_FOUND');
      const count = await countExcludingOwner(tx, ctx.companyId, company.ownerUserId);
      if (!canCreateEmployee(planOf(ctx), count)) throw limitReached();
      const taken = await unsafeIsEmailTakenInAnyCompany(tx, input.email);
      if (taken) throw emailInUse();
      const [created] = await tx
        .insert(employees)
        .values({
          companyId: ctx.companyId,
          firstName: input.firstName,
          lastName: input.lastName,
          jobPosition: input.jobPosition,
          email: input.email,
          startDate: input.startDate,
        })
        .returning({ id: employees.id });
      if (!created) throw new Error('insert into employees returned no row');
      await recordAudit(
        tx,
        ctx,
        employeeAudit(created.id, 'employee.create', {
          changes: [
            { field: 'firstName', from: '', to: input.firstName },
            { field: 'lastName', from: '', to: input.lastName },
            { field: 'jobPosition', from: '', to: input.jobPosition },
            { field: 'startDate', from: '', to: input.startDate },
          ],
          email: input.email,
        }),
      );
      // Decision 048: onboarding templates marked 'Start automatisk' start now, in this transaction.
      await startChecklistsAutomatically({ db: tx }, ctx, {
        employeeId: created.id,
        before: null,
        after: { startDate: input.startDate ?? null, endDate: null },
      });
      return { employeeId: created.id };
    });
  } catch (error) {
    // Two creations with the same e-mail at once: the unique index decides, with the same answer.
    if (isUniqueViolation(error)) throw emailInUse();
    throw error;
  }
}
