import { and, eq } from 'drizzle-orm';
import { billingTransactions } from '../../db/schema/index';
import { isUuid } from '../../db/uuid';
import { AppError } from '../../errors/app-error';
import { renderTransactionInvoice } from '../../integrations/invoices/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { BillingDeps } from './deps';

/**
 * GET /api/payment/invoices/:transactionId and POST /api/payment/generateinvoice (hr-core §7): a completed charge's
 * invoice PDF. Another company's id, a failed or pending charge: 404 like a missing one.
 */
export async function getInvoice(
  deps: BillingDeps,
  ctx: AdminContext,
  input: { transactionId: string },
): Promise<{ fileName: string; data: Buffer }> {
  if (!isUuid(input.transactionId)) throw new AppError('NOT_FOUND');
  const [row] = await deps.db
    .select()
    .from(billingTransactions)
    .where(
      and(eq(billingTransactions.companyId, ctx.companyId), eq(billingTransactions.id, input.transactionId)),
    );
  const invoice = row ? await renderTransactionInvoice(row, deps.seller) : null;
  if (!invoice) throw new AppError('NOT_FOUND');
  return invoice;
}
