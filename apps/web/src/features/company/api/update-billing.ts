import type { BillingDetails, CompanyResponse } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { COMPANY_QUERY_KEY } from '../../../lib/shared-api/query-keys';

/** PUT /api/company/billing: the invoice e-mail and, optionally, another invoice address → the saved company. */
export function updateBilling(body: BillingDetails): Promise<CompanyResponse> {
  return apiFetch<CompanyResponse>('/api/company/billing', { method: 'PUT', json: body });
}

export function useUpdateBilling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBilling,
    onSuccess: (company) => queryClient.setQueryData(COMPANY_QUERY_KEY, company),
  });
}
