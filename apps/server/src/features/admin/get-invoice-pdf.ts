import { eq } from 'drizzle-orm';
import type { BillingConfig } from '../../config/billing-config';
import type { Db } from '../../db/database';
import { billingTransactions } from '../../db/schema/index';
import { unsafeAcrossCompanies } from '../../db/tenant-scope';
import { isUuid } from '../../db/uuid';
import { AppError } from '../../errors/app-error';
import { renderTransactionInvoice } from '../../integrations/invoices/index';
import type { SessionContext } from '../../plugins/auth/request-context';

/**
 * GET /api/admin/invoices/:transactionId/pdf: any company's invoice for the super admin, rendered exactly as the
 * company's own download (billing's `renderTransactionInvoice`). A failed or pending charge has no invoice: 404.
 */
export async function getInvoicePdf(
  deps: { db: Db; seller: BillingConfig['seller'] },
  ctx: SessionContext,
  input: { transactionId: string },
): Promise<{ fileName: string; data: Buffer }> {
  if (!ctx.isSuperadmin) throw new AppError('FORBIDDEN');
  if (!isUuid(input.transactionId)) throw new AppError('NOT_FOUND');
  // Whose charge it is is what is being looked up: across companies on purpose.
  const [row] = await unsafeAcrossCompanies(() =>
    deps.db.select().from(billingTransactions).where(eq(billingTransactions.id, input.transactionId)),
  );
  const invoice = row ? await renderTransactionInvoice(row, deps.seller) : null;
  if (!invoice) throw new AppError('NOT_FOUND');
  return invoice;
}
