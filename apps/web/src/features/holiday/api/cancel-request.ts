import type { HolidayRequestDto } from '@kollega/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { useRefreshHoliday } from './refresh-holiday';

/** POST /api/me/holiday/requests/:id/cancel, or the admin's /api/holiday/requests/:id/cancel. */
export function useCancelHolidayRequest(by: 'admin' | 'employee') {
  const refresh = useRefreshHoliday();
  return useMutation({
    mutationFn: (requestId: string) =>
      apiFetch<HolidayRequestDto>(
        `/api/${by === 'admin' ? 'holiday' : 'me/holiday'}/requests/${encodeURIComponent(requestId)}/cancel`,
        { method: 'POST' },
      ),
    onSuccess: refresh,
  });
}
