import { DEFAULT_PAY_RULES, type PayRules, payRulesSchema } from '@kollega/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { companies } from '../../../db/schema/index';
import type { AdminContext } from '../../../plugins/auth/request-context';
import { type CompanySetting, changeCompanySetting } from '../../../services/company-setting';
import type { Reader } from '../../../services/context';
import type { TimeregDeps } from '../deps';

/**
 * The company's pay rules ('Løn og tillæg', issue 34, decision 045), or the default (switched off) when never
 * saved. A stored value that no longer passes the schema (it only ever got in through it) counts as never saved
 * rather than failing every export.
 */
export async function loadPayRules(db: Reader, companyId: string): Promise<PayRules> {
  const [company] = await (db as Db)
    .select({ payRules: companies.payRules })
    .from(companies)
    .where(eq(companies.id, companyId));
  return payRulesOf(company?.payRules ?? null);
}

/** The stored `companies.pay_rules` as rules: the default (off) when never saved or no longer valid. */
export function payRulesOf(stored: unknown): PayRules {
  const parsed = payRulesSchema.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_PAY_RULES;
}

/** GET /api/timereg/pay-rules. */
export function getPayRules(deps: TimeregDeps, ctx: AdminContext): Promise<PayRules> {
  return loadPayRules(deps.db, ctx.companyId);
}

const payRulesSetting: CompanySetting<PayRules> = {
  action: 'timereg.pay-rules',
  read: loadPayRules,
  write: (payRules) => ({ payRules }),
};

/** PUT /api/timereg/pay-rules: saves the rule set with an audit row holding it before and after. */
export async function savePayRules(deps: TimeregDeps, ctx: AdminContext, input: PayRules): Promise<PayRules> {
  await changeCompanySetting(deps.db, ctx, payRulesSetting, input);
  return input;
}
