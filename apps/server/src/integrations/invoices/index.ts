export {
  type Buyer,
  type InvoiceData,
  invoiceSeller,
  renderInvoicePdf,
  renderTransactionInvoice,
  type Seller,
} from './invoice-pdf';
