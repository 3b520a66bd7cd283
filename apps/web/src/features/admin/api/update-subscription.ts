import type { AdminCompanyDetail, AdminSubscriptionInput } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { adminCompanyKey } from './get-company';
import { adminCompanyListKey } from './list-companies';

/** PUT /api/admin/companies/:companyId/subscription ('Gem ændringer') → the company page. */
export function updateSubscription(
  companyId: string,
  body: AdminSubscriptionInput,
): Promise<AdminCompanyDetail> {
  return apiFetch<AdminCompanyDetail>(`/api/admin/companies/${encodeURIComponent(companyId)}/subscription`, {
    method: 'PUT',
    json: body,
  });
}

export function useUpdateSubscription(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminSubscriptionInput) => updateSubscription(companyId, body),
    onSuccess: async (company) => {
      queryClient.setQueryData(adminCompanyKey(companyId), company);
      // The list shows plan and status.
      await queryClient.invalidateQueries({ queryKey: adminCompanyListKey });
    },
  });
}
