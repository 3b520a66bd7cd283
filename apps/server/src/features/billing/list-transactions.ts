import type { TransactionList } from '@kollega/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { billingTransactions } from '../../db/schema/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import { transactionRow } from './billing-reads';

/** GET /api/payment/transactions: the company's completed charges, newest first (hr-core §7). */
export async function listTransactions(deps: { db: Db }, ctx: AdminContext): Promise<TransactionList> {
  const rows = await deps.db
    .select()
    .from(billingTransactions)
    .where(and(eq(billingTransactions.companyId, ctx.companyId), eq(billingTransactions.status, 'completed')))
    .orderBy(desc(billingTransactions.completedAt), desc(billingTransactions.invoiceNumber))
    .limit(500);
  return { items: rows.map(transactionRow) };
}
