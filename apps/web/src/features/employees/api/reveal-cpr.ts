import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { employeeHistoryQueryOptions } from './get-employee-history';

/** POST /api/employees/:employeeId/cpr/reveal → the full CPR number (the server audit-logs every reveal). */
export function revealCpr(employeeId: string): Promise<{ cprNumber: string }> {
  return apiFetch<{ cprNumber: string }>(`/api/employees/${encodeURIComponent(employeeId)}/cpr/reveal`, {
    method: 'POST',
  });
}

export function useRevealCpr(employeeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => revealCpr(employeeId),
    // The reveal is in the history ('CPR-nummer vist').
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: employeeHistoryQueryOptions(employeeId).queryKey }),
  });
}
