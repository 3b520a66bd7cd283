import type { HolidaySettings } from '@kollega/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { HOLIDAY_QUERY_KEY } from '../../../lib/shared-api/query-keys';

const key = [...HOLIDAY_QUERY_KEY, 'settings'] as const;

/** GET /api/holiday/settings. */
export function useHolidaySettings() {
  return useQuery(
    queryOptions({
      queryKey: key,
      queryFn: ({ signal }) => apiFetch<HolidaySettings>('/api/holiday/settings', { signal }),
    }),
  );
}

/** PUT /api/holiday/settings. */
export function useSaveHolidaySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: HolidaySettings) =>
      apiFetch<HolidaySettings>('/api/holiday/settings', { method: 'PUT', json: settings }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HOLIDAY_QUERY_KEY }),
  });
}
