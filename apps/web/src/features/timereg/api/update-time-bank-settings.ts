import type { TimeBankSettings, TimeregSettingsResponse } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { storeSavedSettings } from './save-settings-result';

/** PUT /api/timereg/time-bank-settings: the afspadsering bank's rules (decision 052). */
export function updateTimeBankSettings(settings: TimeBankSettings): Promise<TimeregSettingsResponse> {
  return apiFetch<TimeregSettingsResponse>('/api/timereg/time-bank-settings', {
    method: 'PUT',
    json: settings,
  });
}

export function useUpdateTimeBankSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTimeBankSettings,
    onSuccess: (saved) => storeSavedSettings(queryClient, saved),
  });
}
