/**
 * What other features may use of billing (DESIGN.md: "A feature uses another only through that feature's
 * public.ts"; scripts/check-boundaries.mjs lets nothing else through). Today: the invoice rows and card the super
 * admin's company page and invoice list read (decision 028, 031), and the topbar banners' rule the dashboard
 * shows (decision 032).
 */
export { type BillingAlertsRow, billingAlertsColumn, billingAlertsOf } from './billing-alerts';
export { companyCard, companyTransactions, newestTransactionFirst, transactionRow } from './billing-reads';
