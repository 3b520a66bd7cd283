import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { timeregQueryKeys } from './query-keys';

/** DELETE /api/me/timereg/clock → 204: the running clock is dropped without a registration. */
export function cancelMyClock(): Promise<void> {
  return apiFetch<void>('/api/me/timereg/clock', { method: 'DELETE' });
}

export function useCancelMyClock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelMyClock,
    onSettled: () => queryClient.invalidateQueries({ queryKey: timeregQueryKeys.myClock }),
  });
}
