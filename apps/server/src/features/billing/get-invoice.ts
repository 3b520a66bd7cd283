import { danishToday, type InvoiceLine } from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import { billingTransactions } from '../../db/schema/index';
import { isUuid } from '../../db/uuid';
import { AppError } from '../../errors/app-error';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { Buyer } from './billing-record';
import type { BillingDeps } from './deps';
import { renderInvoicePdf } from './invoice-pdf';

/**
 * GET /api/payment/invoices/:transactionId and POST /api/payment/generateinvoice (hr-core §7): a completed charge's
 * invoice PDF. Another company's id, a failed or pending charge: 404 like a missing one.
 */
export async function getInvoice(
  deps: BillingDeps,
  ctx: AdminContext,
  transactionId: string,
): Promise<{ fileName: string; data: Buffer }> {
  if (!isUuid(transactionId)) throw new AppError('NOT_FOUND');
  const [row] = await deps.db
    .select()
    .from(billingTransactions)
    .where(and(eq(billingTransactions.companyId, ctx.companyId), eq(billingTransactions.id, transactionId)));
  if (row?.status !== 'completed' || row.invoiceNumber === null || !row.completedAt) {
    throw new AppError('NOT_FOUND');
  }
  const data = await renderInvoicePdf({
    invoiceNumber: row.invoiceNumber,
    date: danishToday(row.completedAt),
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    plan: row.plan,
    lines: row.lines as InvoiceLine[],
    netOre: row.netOre,
    vatOre: row.vatOre,
    grossOre: row.grossOre,
    seller: deps.seller,
    buyer: row.buyer as Buyer,
  });
  return { fileName: `Faktura-${row.invoiceNumber}.pdf`, data };
}
