import type { HolidayOverview } from '@kollega/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { useRefreshHoliday } from './refresh-holiday';

/** DELETE /api/holiday/ledger/:id: an admin's row (opening balance, correction, transfer) is taken out. */
export function useDeleteLedgerRow() {
  const refresh = useRefreshHoliday();
  return useMutation({
    mutationFn: (ledgerId: string) =>
      apiFetch<HolidayOverview>(`/api/holiday/ledger/${encodeURIComponent(ledgerId)}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
