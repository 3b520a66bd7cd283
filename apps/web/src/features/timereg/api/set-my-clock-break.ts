import type { ClockState } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { timeregQueryKeys } from './query-keys';

/**
 * POST /api/me/timereg/clock/break/start and …/break/stop → the running clock; 409 CLOCK_NOT_RUNNING,
 * CLOCK_ALREADY_ON_BREAK or CLOCK_NOT_ON_BREAK.
 */
export function setMyClockBreak(onBreak: boolean): Promise<ClockState> {
  return apiFetch<ClockState>(`/api/me/timereg/clock/break/${onBreak ? 'start' : 'stop'}`, {
    method: 'POST',
  });
}

export function useSetMyClockBreak() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMyClockBreak,
    onSuccess: (state) => queryClient.setQueryData(timeregQueryKeys.myClock, state),
    onError: () => queryClient.invalidateQueries({ queryKey: timeregQueryKeys.myClock }),
  });
}
