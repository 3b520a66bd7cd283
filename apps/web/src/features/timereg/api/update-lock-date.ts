import type { TimeregSettingsResponse } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { timeregQueryKeys } from './query-keys';
import { storeSavedSettings } from './save-settings-result';

/** PUT /api/timereg/lock-date: 'Låst til og med', only ever moved forward (docs/rules/timereg.md#ruling-12). */
export function updateLockDate(lockDate: string): Promise<TimeregSettingsResponse> {
  return apiFetch<TimeregSettingsResponse>('/api/timereg/lock-date', { method: 'PUT', json: { lockDate } });
}

export function useUpdateLockDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLockDate,
    onSuccess: (saved) => {
      storeSavedSettings(queryClient, saved);
      // Locked weeks change in Registreringer and the modal.
      void queryClient.invalidateQueries({ queryKey: timeregQueryKeys.all });
    },
  });
}
