import { useQueryClient } from '@tanstack/react-query';
import { HOLIDAY_QUERY_KEY, TIMEREG_QUERY_KEY } from '../../../lib/shared-api/query-keys';

/**
 * After a holiday change: every holiday view (the Ferie tab, the employee app's, Fravær, the dashboard's card) and
 * every time registration view, since a decision writes registrations (decision 026).
 */
export function useRefreshHoliday() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: HOLIDAY_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: TIMEREG_QUERY_KEY }),
    ]);
}
