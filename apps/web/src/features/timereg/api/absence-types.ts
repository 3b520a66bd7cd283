import type { AbsenceBalancesResponse, AbsenceTypeSettings, OptionalAbsenceType } from '@kollega/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { timeregQueryKeys } from './query-keys';

const KEY = [...timeregQueryKeys.all, 'absence-types'] as const;
const MY_KEY = [...timeregQueryKeys.all, 'my-absence-types'] as const;
const BALANCES_KEY = [...timeregQueryKeys.all, 'absence-balances'] as const;

/** GET /api/timereg/absence-types: the company's optional absence types (issue 34, decision 044). */
export function useAbsenceTypeSettings(enabled = true) {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiFetch<AbsenceTypeSettings>('/api/timereg/absence-types', { signal }),
    enabled,
  });
}

export function useSaveAbsenceTypeSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: AbsenceTypeSettings) =>
      apiFetch<AbsenceTypeSettings>('/api/timereg/absence-types', { method: 'PUT', json: settings }),
    onSuccess: (saved) => {
      queryClient.setQueryData(KEY, saved);
      void queryClient.invalidateQueries({ queryKey: BALANCES_KEY });
      void queryClient.invalidateQueries({ queryKey: [...timeregQueryKeys.all, 'payroll-check'] });
    },
  });
}

/** GET /api/me/timereg/absence-types: the types the employee app's form offers. */
export function useMyAbsenceTypes(enabled = true) {
  return useQuery({
    queryKey: MY_KEY,
    queryFn: ({ signal }) =>
      apiFetch<{ types: OptionalAbsenceType[] }>('/api/me/timereg/absence-types', { signal }),
    enabled,
  });
}

/** The employee page's and the employee app's 'Omsorgsdage 1 af 2' (own: the app's GET /api/me/…). */
export function useAbsenceBalances(employeeId: string | 'me') {
  const url =
    employeeId === 'me'
      ? '/api/me/timereg/absence-balances'
      : `/api/timereg/employees/${employeeId}/absence-balances`;
  return useQuery({
    queryKey: [...BALANCES_KEY, employeeId],
    queryFn: ({ signal }) => apiFetch<AbsenceBalancesResponse>(url, { signal }),
  });
}

/** After a registration the balances may have moved. */
export function absenceBalancesKey() {
  return BALANCES_KEY;
}
