import type { EmployeeDetail, EmployeeSettings, EmployeeSettingsResponse } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { ME_QUERY_KEY } from '../../../lib/me';
import {
  COMPANY_ADMINS_QUERY_KEY,
  EMPLOYEES_QUERY_KEY,
  TIMEREG_QUERY_KEY,
} from '../../../lib/shared-api/query-keys';
import { employeeQueryOptions } from './get-employee';
import { employeeDocumentsQueryKey } from './list-documents';

/** PUT /api/employees/:employeeId/settings → the settings as saved (the server applies the app-access rule). */
export function updateEmployeeSettings(
  employeeId: string,
  settings: EmployeeSettings,
): Promise<EmployeeSettingsResponse> {
  return apiFetch<EmployeeSettingsResponse>(`/api/employees/${encodeURIComponent(employeeId)}/settings`, {
    method: 'PUT',
    json: settings,
  });
}

export function useUpdateEmployeeSettings(employeeId: string) {
  const queryClient = useQueryClient();
  const detailKey = employeeQueryOptions(employeeId).queryKey;
  return useMutation({
    mutationFn: (settings: EmployeeSettings) => updateEmployeeSettings(employeeId, settings),
    onSuccess: async (saved) => {
      const before = queryClient.getQueryData<EmployeeDetail>(detailKey);
      queryClient.setQueryData(detailKey, (old) =>
        old ? { ...old, settings: saved.settings, hasLogin: saved.hasLogin } : old,
      );
      await Promise.all([
        // The list shows the role; exact, so the detail just stored is not fetched again.
        queryClient.invalidateQueries({ queryKey: EMPLOYEES_QUERY_KEY, exact: true }),
        // The contract exemption hides the contract on the Dokumenter tab.
        queryClient.invalidateQueries({ queryKey: employeeDocumentsQueryKey(employeeId) }),
        // The admin list on /company, and the admin count the extra-admin price depends on.
        queryClient.invalidateQueries({ queryKey: COMPANY_ADMINS_QUERY_KEY }),
        // App access and the exemption decide who registers time (the time-registration pages' lists).
        queryClient.invalidateQueries({ queryKey: TIMEREG_QUERY_KEY }),
        // An admin changing their own role changes what the app lets them see.
        before?.isSelf ? queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }) : undefined,
      ]);
    },
  });
}
