import type { TransactionList } from '@kollega/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { TRANSACTIONS_KEY } from './query-keys';

/** GET /api/payment/transactions: the completed charges, newest first. */
export function useTransactions() {
  return useQuery({
    queryKey: TRANSACTIONS_KEY,
    queryFn: ({ signal }) => apiFetch<TransactionList>('/api/payment/transactions', { signal }),
  });
}

/** The invoice's PDF: a plain link, so the browser downloads it with the session cookie. */
export function invoiceUrl(transactionId: string): string {
  return `/api/payment/invoices/${encodeURIComponent(transactionId)}`;
}
