import type { HolidayRequestDto, HolidayRequestForm } from '@kollega/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { useRefreshHoliday } from './refresh-holiday';

/** POST /api/me/holiday/requests: 'Anmod om ferie'. */
export function useAskForHoliday() {
  const refresh = useRefreshHoliday();
  return useMutation({
    mutationFn: (form: HolidayRequestForm) =>
      apiFetch<HolidayRequestDto>('/api/me/holiday/requests', { method: 'POST', json: form }),
    onSuccess: refresh,
  });
}
