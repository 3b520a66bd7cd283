import { DEFAULT_PAY_RULES, type PayRules, payRulesSchema } from '@kollega/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { companies } from '../../../db/schema/index';
import type { AdminContext } from '../../../plugins/auth/request-context';
import { audited, type Reader } from '../../../services/context';
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
  const parsed = payRulesSchema.safeParse(company?.payRules ?? null);
  return parsed.success ? parsed.data : DEFAULT_PAY_RULES;
}

/** GET /api/timereg/pay-rules. */
export function getPayRules(deps: TimeregDeps, ctx: AdminContext): Promise<PayRules> {
  return loadPayRules(deps.db, ctx.companyId);
}

/** PUT /api/timereg/pay-rules: saves the rule set with an audit row holding it before and after. */
export async function savePayRules(deps: TimeregDeps, ctx: AdminContext, input: PayRules): Promise<PayRules> {
  return audited(deps.db, ctx, async (tx) => {
    const [company] = await tx
      .select({ payRules: companies.payRules })
      .from(companies)
      .where(eq(companies.id, ctx.companyId))
      .for('update');
    await tx.update(companies).set({ payRules: input }).where(eq(companies.id, ctx.companyId));
    return {
      result: input,
      audit: {
        action: 'timereg.pay-rules',
        entityType: 'company',
        entityId: ctx.companyId,
        details: { from: company?.payRules ?? null, to: input },
      },
    };
  });
}
