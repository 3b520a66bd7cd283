import { formatDate } from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import { billingTransactions } from '../../db/schema/index';
import { withCompany } from '../../db/tenant-scope';
import { invoiceSeller, renderTransactionInvoice } from '../../integrations/invoices/index';
import { escapeHtml } from '../../integrations/mail/templates/layout';
import { loadBuyer } from './billing-record';
import type { BillingDeps } from './deps';

/**
 * Issue 13: the company's billing e-mail (else the owner's) gets each invoice, its PDF attached (the same file
 * as the download), with a link to the page where all of them are.
 */
export async function sendInvoiceMail(
  deps: BillingDeps,
  companyId: string,
  transactionId: string,
  date: string,
): Promise<void> {
  const { buyer, invoice } = await withCompany(companyId, async () => {
    const [row] = await deps.db
      .select()
      .from(billingTransactions)
      .where(and(eq(billingTransactions.companyId, companyId), eq(billingTransactions.id, transactionId)));
    return {
      buyer: await loadBuyer(deps.db, companyId),
      invoice: row
        ? {
            number: row.invoiceNumber,
            seller: invoiceSeller(row, deps.seller),
            pdf: await renderTransactionInvoice(row, deps.seller),
          }
        : null,
    };
  });
  if (!buyer.email || !invoice?.pdf) return;
  const link = `${deps.baseUrl}/subscription`;
  const number = invoice.number;
  const day = formatDate(date);
  const seller = invoice.seller.name;
  await deps.mailer.send({
    to: buyer.email,
    subject: `Faktura nr. ${number} fra ${seller}`,
    text: `Hej ${buyer.name}\n\nHer er din faktura nr. ${number} af ${day} som PDF. Du kan også hente den under Abonnement: ${link}\n\nVenlig hilsen\n${seller}`,
    html: `<p>Hej ${escapeHtml(buyer.name)}</p><p>Her er din faktura nr. ${number} af ${day} som PDF. Du kan også hente den under <a href="${link}">Abonnement</a>.</p><p>Venlig hilsen<br>${escapeHtml(seller)}</p>`,
    attachments: [
      { filename: invoice.pdf.fileName, contentType: 'application/pdf', content: invoice.pdf.data },
    ],
  });
}
