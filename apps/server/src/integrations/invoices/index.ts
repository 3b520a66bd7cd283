export { type Buyer, type InvoiceData, renderInvoicePdf, renderTransactionInvoice } from './invoice-pdf';
