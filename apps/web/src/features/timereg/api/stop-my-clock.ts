import type { ClockStop, ClockStopped } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { invalidateTimereg } from './invalidate-timereg';
import { timeregQueryKeys } from './query-keys';

/**
 * POST /api/me/timereg/clock/stop → 201 the work registration the clock became (rounded up to the quarter hour).
 * Refused like a typed registration (ENTRY_OVERLAP naming the other, WEEK_LOCKED, MIXED_DAY_UNCONFIRMED …) and
 * with CLOCK_TOO_SHORT, CLOCK_TOO_LONG or CLOCK_END_IN_FUTURE.
 */
export function stopMyClock(body: ClockStop): Promise<ClockStopped> {
  return apiFetch<ClockStopped>('/api/me/timereg/clock/stop', { method: 'POST', json: body });
}

export function useStopMyClock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stopMyClock,
    onSuccess: async () => {
      queryClient.setQueryData(timeregQueryKeys.myClock, { clock: null });
      await invalidateTimereg(queryClient);
    },
  });
}
