import type { HolidaySettings } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { HOLIDAY_QUERY_KEY } from '../../../lib/shared-api/query-keys';

/** PUT /api/holiday/settings. */
export function useSaveHolidaySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: HolidaySettings) =>
      apiFetch<HolidaySettings>('/api/holiday/settings', { method: 'PUT', json: settings }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HOLIDAY_QUERY_KEY }),
  });
}
