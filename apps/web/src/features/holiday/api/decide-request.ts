import type { HolidayRequestDto } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { HOLIDAY_QUERY_KEY, TIMEREG_QUERY_KEY } from '../../../lib/shared-api/query-keys';

export type Decision =
  | { requestId: string; approve: true; comment: string }
  | { requestId: string; approve: false; reason: string };

/** POST /api/holiday/requests/:id/approve (optional comment) or …/decline (a reason). */
export function useDecideRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) =>
      apiFetch<HolidayRequestDto>(
        `/api/holiday/requests/${encodeURIComponent(decision.requestId)}/${decision.approve ? 'approve' : 'decline'}`,
        {
          method: 'POST',
          json: decision.approve ? { comment: decision.comment } : { reason: decision.reason },
        },
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: HOLIDAY_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: TIMEREG_QUERY_KEY }),
      ]),
  });
}
