import type { HolidayRequestDto } from '@kollega/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { useRefreshHoliday } from './refresh-holiday';

export type Decision =
  | { requestId: string; approve: true; comment: string }
  | { requestId: string; approve: false; reason: string };

/** POST /api/holiday/requests/:id/approve (optional comment) or …/decline (a reason). */
export function useDecideRequest() {
  const refresh = useRefreshHoliday();
  return useMutation({
    mutationFn: (decision: Decision) =>
      apiFetch<HolidayRequestDto>(
        `/api/holiday/requests/${encodeURIComponent(decision.requestId)}/${decision.approve ? 'approve' : 'decline'}`,
        {
          method: 'POST',
          json: decision.approve ? { comment: decision.comment } : { reason: decision.reason },
        },
      ),
    onSuccess: refresh,
  });
}
