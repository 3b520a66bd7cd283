import type { CompanyDayOff, TimeregSettingsResponse } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { storeSavedSettings } from './save-settings-result';

/** PUT /api/timereg/days-off: the company's own days off (docs/rules/timereg.md#ruling-9), the whole list replacing the old. */
export function updateDaysOff(daysOff: CompanyDayOff[]): Promise<TimeregSettingsResponse> {
  return apiFetch<TimeregSettingsResponse>('/api/timereg/days-off', { method: 'PUT', json: { daysOff } });
}

export function useUpdateDaysOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDaysOff,
    onSuccess: (saved) => storeSavedSettings(queryClient, saved),
  });
}
