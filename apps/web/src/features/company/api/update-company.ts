import type { CompanyResponse, CompanyUpdate } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { ME_QUERY_KEY } from '../../../lib/me';
import { COMPANY_QUERY_KEY } from '../../../lib/shared-api/query-keys';

/** PUT /api/company: name and address (the CVR number cannot change) → the saved company. */
export function updateCompany(body: CompanyUpdate): Promise<CompanyResponse> {
  return apiFetch<CompanyResponse>('/api/company', { method: 'PUT', json: body });
}

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: async (company) => {
      queryClient.setQueryData(COMPANY_QUERY_KEY, company);
      // /api/me carries the company name shown on the dashboard.
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}
