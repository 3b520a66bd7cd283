import type { WeekApprovalInput, WeekApprovalResponse } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { invalidateTimereg } from './invalidate-timereg';

export type WeekApproval = WeekApprovalInput & { employeeId: string; weekKey: string };

/**
 * PUT /api/timereg/employees/:employeeId/weeks/:weekKey ('Godkend uge {n}' / 'Åben uge {n} op') → the employee's
 * approved weeks; 409 for a week before the lock date.
 */
export function setWeekApproval({
  employeeId,
  weekKey,
  approved,
}: WeekApproval): Promise<WeekApprovalResponse> {
  return apiFetch<WeekApprovalResponse>(
    `/api/timereg/employees/${encodeURIComponent(employeeId)}/weeks/${encodeURIComponent(weekKey)}`,
    { method: 'PUT', json: { approved } satisfies WeekApprovalInput },
  );
}

export function useSetWeekApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setWeekApproval,
    onSuccess: () => invalidateTimereg(queryClient),
  });
}
