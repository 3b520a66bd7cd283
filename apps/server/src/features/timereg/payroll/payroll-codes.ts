import { PAYROLL_CODE_CATEGORIES, type PayrollCodes } from '@kollega/domain';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../../db/audit';
import type { Db } from '../../../db/database';
import { companies } from '../../../db/schema/index';
import type { AdminContext } from '../../../plugins/auth/request-context';
import { withTransaction } from '../../../services/context';
import type { TimeregDeps } from '../deps';

/** The company's 'Lønarter' with '' for a category that has none yet. */
export async function loadPayrollCodes(db: Db, companyId: string): Promise<PayrollCodes> {
  const [company] = await db
    .select({ codes: companies.payrollCodes })
    .from(companies)
    .where(eq(companies.id, companyId));
  const codes = company?.codes ?? {};
  return Object.fromEntries(
    PAYROLL_CODE_CATEGORIES.map((category) => [category.code, codes[category.code] ?? '']),
  ) as PayrollCodes;
}

/** GET /api/timereg/payroll-codes: 'Lønarter' in the time registration settings (issue 28). */
export function getPayrollCodes(deps: TimeregDeps, ctx: AdminContext): Promise<PayrollCodes> {
  return loadPayrollCodes(deps.db, ctx.companyId);
}

/**
 * PUT /api/timereg/payroll-codes: sets the payroll system's code per pay category (issue 28), in one transaction
 * with an audit row holding the codes before and after.
 */
export async function savePayrollCodes(
  deps: TimeregDeps,
  ctx: AdminContext,
  input: PayrollCodes,
): Promise<PayrollCodes> {
  await withTransaction(deps.db, async (tx) => {
    const [company] = await tx
      .select({ codes: companies.payrollCodes })
      .from(companies)
      .where(eq(companies.id, ctx.companyId))
      .for('update');
    await tx
      .update(companies)
      .set({ payrollCodes: { ...input } })
      .where(eq(companies.id, ctx.companyId));
    await recordAudit(tx, ctx, {
      action: 'timereg.payroll-codes',
      entityType: 'company',
      entityId: ctx.companyId,
      details: { from: company?.codes ?? {}, to: input },
    });
  });
  return loadPayrollCodes(deps.db, ctx.companyId);
}
