import type { CompanySettingUpdate, TimeregSettingsResponse } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { storeSavedSettings } from './save-settings-result';

/** PUT /api/timereg/settings: the company's norm week and break, applying from 'Gælder fra' (issue 23). */
export function updateTimeregSettings(setting: CompanySettingUpdate): Promise<TimeregSettingsResponse> {
  return apiFetch<TimeregSettingsResponse>('/api/timereg/settings', { method: 'PUT', json: setting });
}

export function useUpdateTimeregSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTimeregSettings,
    onSuccess: (saved) => storeSavedSettings(queryClient, saved),
  });
}
