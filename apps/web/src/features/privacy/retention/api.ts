import type { AnonymiseResult, RetentionSettings } from '@kollega/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { EMPLOYEES_QUERY_KEY } from '../../../lib/shared-api/query-keys';

/** Privacy's retention keys: the company's 'Opbevaring efter fratræden'. */
export const retentionQueryKeys = {
  settings: ['privacy', 'retention'] as const,
};

/** GET /api/privacy/retention (issue 33, decision 050). */
export function retentionSettingsQueryOptions() {
  return queryOptions({
    queryKey: retentionQueryKeys.settings,
    queryFn: ({ signal }) => apiFetch<RetentionSettings>('/api/privacy/retention', { signal }),
  });
}

export function useRetentionSettings() {
  return useQuery(retentionSettingsQueryOptions());
}

export function useSaveRetentionSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: RetentionSettings) =>
      apiFetch<RetentionSettings>('/api/privacy/retention', { method: 'PUT', json: settings }),
    onSuccess: (saved) => queryClient.setQueryData(retentionQueryKeys.settings, saved),
  });
}

/** POST …/anonymise: 'Anonymisér nu'; the employee's record and the lists show the new name afterwards. */
export function useAnonymiseEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (employeeId: string) =>
      apiFetch<AnonymiseResult>(`/api/privacy/retention/employees/${employeeId}/anonymise`, {
        method: 'POST',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EMPLOYEES_QUERY_KEY }),
  });
}
