import { withCompany } from '../../db/tenant-scope';
import { loadBuyer } from './billing-record';
import type { BillingDeps } from './deps';

/** decisions.md 27 / issue 13: the company's billing e-mail is told of each invoice, with a link to download it. */
export async function sendInvoiceMail(
  deps: BillingDeps,
  companyId: string,
  invoiceNumber: number,
  date: string,
): Promise<void> {
  const buyer = await withCompany(companyId, () => loadBuyer(deps.db, companyId));
  if (!buyer.email) return;
  const link = `${deps.baseUrl}/subscription`;
  await deps.mailer.send({
    to: buyer.email,
    subject: `Faktura nr. ${invoiceNumber} fra ${deps.seller.name}`,
    text: `Hej ${buyer.name}\n\nDin faktura nr. ${invoiceNumber} af ${date} er klar. Du kan hente den som PDF under Abonnement: ${link}\n\nVenlig hilsen\n${deps.seller.name}`,
    html: `<p>Hej ${escapeHtml(buyer.name)}</p><p>Din faktura nr. ${invoiceNumber} af ${date} er klar. Du kan hente den som PDF under <a href="${link}">Abonnement</a>.</p><p>Venlig hilsen<br>${escapeHtml(deps.seller.name)}</p>`,
  });
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
