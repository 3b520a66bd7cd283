import { danishToday, type TransactionRow } from '@kollega/domain';
import { desc, eq, sql } from 'drizzle-orm';
import { billingTransactions, paymentCards } from '../../db/schema/index';
import type { Reader } from '../../services/context';

export type TransactionRecord = typeof billingTransactions.$inferSelect;
export type CardRecord = typeof paymentCards.$inferSelect;

/**
 * Billing's rows as other areas read them (decision 028, 031): billing's own pages and the super admin's company
 * page and invoice list share these; other features reach them through billing's public.ts.
 */

/** A charge as an invoice row: its date is the day it completed (or was claimed), in Denmark. */
export function transactionRow(row: TransactionRecord): TransactionRow {
  return {
    id: row.id,
    invoiceNumber: row.invoiceNumber,
    date: danishToday(row.completedAt ?? row.createdAt),
    netOre: row.netOre,
    grossOre: row.grossOre,
    status: row.status as TransactionRow['status'],
  };
}

/** Newest first: by the charge's instant, then the invoice number, then the id (a stable order for paging). */
export const newestTransactionFirst = [
  desc(sql`coalesce(${billingTransactions.completedAt}, ${billingTransactions.createdAt})`),
  desc(billingTransactions.invoiceNumber),
  desc(billingTransactions.id),
] as const;

/** One company's charges of every status, newest first, at most `limit`. */
export async function companyTransactions(
  db: Reader,
  companyId: string,
  limit: number,
): Promise<TransactionRow[]> {
  const rows = await db
    .select()
    .from(billingTransactions)
    .where(eq(billingTransactions.companyId, companyId))
    .orderBy(...newestTransactionFirst)
    .limit(limit);
  return rows.map(transactionRow);
}

/** The company's card on file, or null. */
export async function companyCard(db: Reader, companyId: string): Promise<CardRecord | null> {
  const [card] = await db.select().from(paymentCards).where(eq(paymentCards.companyId, companyId));
  return card ?? null;
}
