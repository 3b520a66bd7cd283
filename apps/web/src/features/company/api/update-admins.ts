import type { CompanyAdminsResponse, CompanyAdminsUpdate } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { ME_QUERY_KEY } from '../../../lib/me';
import { COMPANY_ADMINS_QUERY_KEY, EMPLOYEES_QUERY_KEY } from '../../../lib/shared-api/query-keys';

/** PUT /api/company/admins: who should be admin (the owner always is) → the admins as saved. */
export function updateCompanyAdmins(body: CompanyAdminsUpdate): Promise<CompanyAdminsResponse> {
  return apiFetch<CompanyAdminsResponse>('/api/company/admins', { method: 'PUT', json: body });
}

export function useUpdateCompanyAdmins() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompanyAdmins,
    onSuccess: async (admins) => {
      queryClient.setQueryData(COMPANY_ADMINS_QUERY_KEY, admins);
      await Promise.all([
        // Every employee query starts with this key: the list's roles and each record's settings.
        queryClient.invalidateQueries({ queryKey: EMPLOYEES_QUERY_KEY }),
        // The signed-in admin may have removed their own admin role.
        queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
      ]);
    },
  });
}
