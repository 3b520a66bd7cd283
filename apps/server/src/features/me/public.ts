/**
 * What other features may use of 'Mig' (DESIGN.md: "A feature uses another only through that feature's
 * public.ts"). Today: closing an item's open 'Kvittering for udlevering' when the equipment feature ends its
 * assignment (decision 041).
 */
export { closeOpenReceipts } from './equipment/close-open-receipts';
