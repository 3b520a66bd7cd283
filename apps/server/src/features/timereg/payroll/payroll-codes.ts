import { PAYROLL_CODE_CATEGORIES, type PayrollCodes } from '@kollega/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { companies } from '../../../db/schema/index';
import type { AdminContext } from '../../../plugins/auth/request-context';
import { type CompanySetting, changeCompanySetting } from '../../../services/company-setting';
import type { Reader } from '../../../services/context';
import type { TimeregDeps } from '../deps';

/** The company's 'Lønarter' with '' for a category that has none yet. */
export async function loadPayrollCodes(db: Reader, companyId: string): Promise<PayrollCodes> {
  const [company] = await (db as Db)
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

const payrollCodesSetting: CompanySetting<PayrollCodes> = {
  action: 'timereg.payroll-codes',
  read: loadPayrollCodes,
  write: (codes) => ({ payrollCodes: { ...codes } }),
};

/**
 * PUT /api/timereg/payroll-codes: sets the payroll system's code per pay category (issue 28), in one transaction
 * with an audit row holding the codes before and after.
 */
export async function savePayrollCodes(
  deps: TimeregDeps,
  ctx: AdminContext,
  input: PayrollCodes,
): Promise<PayrollCodes> {
  await changeCompanySetting(deps.db, ctx, payrollCodesSetting, input);
  return loadPayrollCodes(deps.db, ctx.companyId);
}
