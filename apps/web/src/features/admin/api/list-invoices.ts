import type { AdminInvoice, AdminInvoiceList } from '@kollega/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { adminQueryKeys } from './query-keys';

export type { AdminInvoice, AdminInvoiceList };

/** GET /api/admin/invoices: every company's charges, newest first, one page at a time (super admins only). */
export function useAdminInvoices(search: string, page: number) {
  return useQuery({
    queryKey: adminQueryKeys.invoices({ search, page }),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ search, page: String(page) });
      return apiFetch<AdminInvoiceList>(`/api/admin/invoices?${query}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

/** Any company's invoice PDF for the super admin: a plain link, so the browser downloads it with the cookie. */
export function adminInvoicePdfUrl(transactionId: string): string {
  return `/api/admin/invoices/${encodeURIComponent(transactionId)}/pdf`;
}
