import type { MissingEntryReminder, TimeregSettingsResponse } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { storeSavedSettings } from './save-settings-result';

/** PUT /api/timereg/missing-entry-reminder: 'Påmindelse om manglende registrering' (decision 040). */
export function updateMissingEntryReminder(reminder: MissingEntryReminder): Promise<TimeregSettingsResponse> {
  return apiFetch<TimeregSettingsResponse>('/api/timereg/missing-entry-reminder', {
    method: 'PUT',
    json: { reminder },
  });
}

export function useUpdateMissingEntryReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMissingEntryReminder,
    onSuccess: (saved) => storeSavedSettings(queryClient, saved),
  });
}
