import type { HolidayLedgerForm, HolidayOverview } from '@kollega/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { HOLIDAY_QUERY_KEY, TIMEREG_QUERY_KEY } from '../../../lib/shared-api/query-keys';
import { holidayQueryKeys } from './query-keys';

/**
 * The holiday reads and writes the employee page's Ferie tab uses (decision 026): an employee's balances and the
 * admin's ledger rows, and the refresh every holiday change makes; the dashboard's card is a block of
 * GET /api/dashboard (decision 032). Shared here because features may not import each other (decision 004); the
 * holiday feature's own endpoints are in features/holiday/api/.
 */

/** After a change: every holiday view and every time registration view. */
export function useRefreshHoliday() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: HOLIDAY_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: TIMEREG_QUERY_KEY }),
    ]);
}

/** GET /api/holiday/employees/:employeeId (admins). */
export function useEmployeeHoliday(employeeId: string) {
  return useQuery(
    queryOptions({
      queryKey: holidayQueryKeys.employee(employeeId),
      queryFn: ({ signal }) =>
        apiFetch<HolidayOverview>(`/api/holiday/employees/${encodeURIComponent(employeeId)}`, { signal }),
    }),
  );
}

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

/** POST /api/holiday/ledger/:id/sign or DELETE /api/holiday/ledger/:id. */
export function useLedgerAction() {
  const refresh = useRefreshHoliday();
  return useMutation({
    mutationFn: ({ ledgerId, action }: { ledgerId: string; action: 'sign' | 'delete' }) =>
      apiFetch<HolidayOverview>(
        `/api/holiday/ledger/${encodeURIComponent(ledgerId)}${action === 'sign' ? '/sign' : ''}`,
        { method: action === 'sign' ? 'POST' : 'DELETE' },
      ),
    onSuccess: refresh,
  });
}
