import type { AdminCompanyData, AdminCompanyDetail } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { adminCompanyKey } from './get-company';

/** PUT /api/admin/companies/:companyId/data ('Gem data') → the company page. */
export function updateCompanyData(companyId: string, body: AdminCompanyData): Promise<AdminCompanyDetail> {
  return apiFetch<AdminCompanyDetail>(`/api/admin/companies/${encodeURIComponent(companyId)}/data`, {
    method: 'PUT',
    json: body,
  });
}

export function useUpdateCompanyData(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminCompanyData) => updateCompanyData(companyId, body),
    onSuccess: (company) => queryClient.setQueryData(adminCompanyKey(companyId), company),
  });
}
