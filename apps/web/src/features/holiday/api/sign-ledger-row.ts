import type { HolidayOverview } from '@kollega/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { useRefreshHoliday } from './refresh-holiday';

/** POST /api/holiday/ledger/:id/sign: a transfer's written agreement is signed, so the transfer counts. */
export function useSignLedgerRow() {
  const refresh = useRefreshHoliday();
  return useMutation({
    mutationFn: (ledgerId: string) =>
      apiFetch<HolidayOverview>(`/api/holiday/ledger/${encodeURIComponent(ledgerId)}/sign`, {
        method: 'POST',
      }),
    onSuccess: refresh,
  });
}
