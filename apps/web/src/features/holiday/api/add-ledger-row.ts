import type { HolidayLedgerForm, HolidayOverview } from '@kollega/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { useRefreshHoliday } from './refresh-holiday';

/** POST /api/holiday/employees/:employeeId/ledger: opening balance, correction or transfer. */
export function useAddLedgerRow(employeeId: string) {
  const refresh = useRefreshHoliday();
  return useMutation({
    mutationFn: (form: HolidayLedgerForm) =>
      apiFetch<HolidayOverview>(`/api/holiday/employees/${encodeURIComponent(employeeId)}/ledger`, {
        method: 'POST',
        json: form,
      }),
    onSuccess: refresh,
  });
}
