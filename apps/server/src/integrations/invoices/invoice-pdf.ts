import {
  addDays,
  danishToday,
  formatDate,
  formatMoney,
  type InvoiceLine,
  PLAN_NAMES,
  planSchema,
  VAT_PERCENT,
} from '@kollega/domain';
import type { BillingConfig } from '../../config/billing-config';
import type { billingTransactions } from '../../db/schema/index';
import { loadPdfKit } from '../heavy-libraries';

/** The invoice's buyer as fixed on the charge's row when it completed. */
export interface Buyer {
  name: string;
  address: string;
  zipcode: string;
  city: string;
  vat: string;
  email: string;
}

/** The invoice's seller (momsbekendtgørelsen §58): BILLING_SELLER_*, fixed on the charge's row when it completed. */
export type Seller = BillingConfig['seller'];

export interface InvoiceData {
  invoiceNumber: number;
  /** The charge's date (the invoice date), YYYY-MM-DD. */
  date: string;
  periodStart: string;
  periodEnd: string;
  plan: string;
  lines: InvoiceLine[];
  netOre: number;
  vatOre: number;
  grossOre: number;
  seller: Seller;
  buyer: Buyer;
}

/**
 * The invoice as a PDF (pdfkit, Danish): the fields of momsbekendtgørelsen §58: date, number, the seller's and the
 * buyer's name, address and CVR, each line with period, quantity and price excl. moms, the moms rate and amount,
 * and the total incl. moms.
 */
export async function renderInvoicePdf(invoice: InvoiceData): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: {
      Title: `Faktura ${invoice.invoiceNumber}`,
      Author: invoice.seller.name,
      CreationDate: new Date(`${invoice.date}T12:00:00Z`),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 50;
  const right = 545;
  doc.font('Helvetica-Bold').fontSize(20).text('Faktura', left, 50);
  doc.font('Helvetica').fontSize(10);
  doc.text(`Fakturanummer: ${invoice.invoiceNumber}`, 350, 55, { width: 195, align: 'right' });
  doc.text(`Fakturadato: ${formatDate(invoice.date)}`, 350, 70, { width: 195, align: 'right' });

  doc.font('Helvetica-Bold').text('Sælger', left, 110);
  doc
    .font('Helvetica')
    .text(invoice.seller.name)
    .text(invoice.seller.address)
    .text(`CVR-nr.: ${invoice.seller.cvr}`);
  doc.text(`E-mail: ${invoice.seller.email}`);

  doc.font('Helvetica-Bold').text('Køber', 320, 110);
  doc.font('Helvetica').text(invoice.buyer.name, 320);
  if (invoice.buyer.address) doc.text(invoice.buyer.address, 320);
  const city = `${invoice.buyer.zipcode} ${invoice.buyer.city}`.trim();
  if (city) doc.text(city, 320);
  doc.text(`CVR-nr.: ${invoice.buyer.vat || '–'}`, 320);

  // The period's end is the next billing date, exclusive: the invoice names its last day.
  const period = `${formatDate(invoice.periodStart)}–${formatDate(addDays(invoice.periodEnd, -1))}`;
  const planName = planSchema.safeParse(invoice.plan).success
    ? PLAN_NAMES[planSchema.parse(invoice.plan)]
    : invoice.plan;
  doc.text(`Abonnement: ${planName}, periode ${period}`, left, 210);

  const columns = { text: left, period: 230, quantity: 335, unit: 385, amount: 465 };
  let y = 240;
  doc.font('Helvetica-Bold');
  doc.text('Beskrivelse', columns.text, y);
  doc.text('Periode', columns.period, y);
  doc.text('Antal', columns.quantity, y, { width: 40, align: 'right' });
  doc.text('Pris ekskl. moms', columns.unit, y, { width: 75, align: 'right' });
  doc.text('Beløb ekskl. moms', columns.amount - 5, y, { width: 85, align: 'right' });
  y += 16;
  doc.moveTo(left, y).lineTo(right, y).stroke();
  y += 6;
  doc.font('Helvetica');
  for (const line of invoice.lines) {
    doc.text(line.description, columns.text, y, { width: 175 });
    const linePeriod = line.period
      ? `${formatDate(line.period.start)}–${formatDate(addDays(line.period.end, -1))}`
      : period;
    doc.text(linePeriod, columns.period, y, { width: 105 });
    doc.text(String(line.quantity), columns.quantity, y, { width: 40, align: 'right' });
    doc.text(formatMoney(line.unitPriceOre), columns.unit, y, { width: 75, align: 'right' });
    doc.text(formatMoney(line.amountOre), columns.amount - 5, y, { width: 85, align: 'right' });
    y += 28;
  }
  doc.moveTo(left, y).lineTo(right, y).stroke();
  y += 10;
  const total = (label: string, ore: number, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(label, 300, y, { width: 160 });
    doc.text(formatMoney(ore), columns.amount - 5, y, { width: 85, align: 'right' });
    y += 16;
  };
  total('Total ekskl. moms', invoice.netOre);
  total(`Moms ${VAT_PERCENT} %`, invoice.vatOre);
  total('Total inkl. moms', invoice.grossOre, true);

  doc.font('Helvetica').fontSize(9).fillColor('#495057');
  doc.text('Beløbet er trukket på det tilknyttede betalingskort.', left, y + 24);
  doc.end();
  return done;
}

type TransactionRecord = typeof billingTransactions.$inferSelect;

/**
 * The seller a charge's invoice names: the one fixed on its row when it completed; `configured` (today's
 * BILLING_SELLER_*) only for a charge completed before sellers were fixed on the row.
 */
export function invoiceSeller(row: Pick<TransactionRecord, 'seller'>, configured: Seller): Seller {
  return (row.seller as Seller | null) ?? configured;
}

/**
 * A completed charge's invoice as a PDF with its file name, or null for a charge that has none (failed or pending):
 * the one rendering of billing's own download and the super admin's (decision 028, 031).
 */
export async function renderTransactionInvoice(
  row: TransactionRecord,
  configuredSeller: Seller,
): Promise<{ fileName: string; data: Buffer } | null> {
  if (row.status !== 'completed' || row.invoiceNumber === null || !row.completedAt) return null;
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
    seller: invoiceSeller(row, configuredSeller),
    buyer: row.buyer as Buyer,
  });
  return { fileName: `Faktura-${row.invoiceNumber}.pdf`, data };
}
