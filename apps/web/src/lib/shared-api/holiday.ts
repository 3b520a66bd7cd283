import type {
  HolidayLedgerForm,
  HolidayOverview,
  HolidayRequestDto,
  HolidayRequestForm,
} from '@kollega/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../api';
import { HOLIDAY_QUERY_KEY, TIMEREG_QUERY_KEY } from './query-keys';

/**
 * The holiday reads and writes more than one feature uses (decision 026): an employee's balances (the Ferie tab
 * and the employee app) and the employee's own requests; the dashboard's card is a block of GET /api/dashboard
 * (decision 032). Shared here because features may not import each other (decision 004).
 */

/** After a change: every holiday view and every time registration view. */
function useRefreshHoliday() {
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
      queryKey: [...HOLIDAY_QUERY_KEY, 'employee', employeeId],
      queryFn: ({ signal }) =>
        apiFetch<HolidayOverview>(`/api/holiday/employees/${encodeURIComponent(employeeId)}`, { signal }),
    }),
  );
}

/** GET /api/me/holiday (the employee app). */
export function useMyHoliday() {
  return useQuery(
    queryOptions({
      queryKey: [...HOLIDAY_QUERY_KEY, 'me'],
      queryFn: ({ signal }) => apiFetch<HolidayOverview>('/api/me/holiday', { signal }),
    }),
  );
}

/** POST /api/me/holiday/requests: 'Anmod om ferie'. */
export function useAskForHoliday() {
  const refresh = useRefreshHoliday();
  return useMutation({
    mutationFn: (form: HolidayRequestForm) =>
      apiFetch<HolidayRequestDto>('/api/me/holiday/requests', { method: 'POST', json: form }),
    onSuccess: refresh,
  });
}

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
