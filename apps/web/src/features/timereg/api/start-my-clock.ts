import type { ClockState } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { timeregQueryKeys } from './query-keys';

/** POST /api/me/timereg/clock/start → 201 the running clock; 409 CLOCK_ALREADY_RUNNING names since when. */
export function startMyClock(): Promise<ClockState> {
  return apiFetch<ClockState>('/api/me/timereg/clock/start', { method: 'POST' });
}

export function useStartMyClock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startMyClock,
    onSuccess: (state) => queryClient.setQueryData(timeregQueryKeys.myClock, state),
    onError: () => queryClient.invalidateQueries({ queryKey: timeregQueryKeys.myClock }),
  });
}
