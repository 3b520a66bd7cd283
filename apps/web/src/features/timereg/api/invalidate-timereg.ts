import type { QueryClient } from '@tanstack/react-query';
import { timeregQueryKeys } from './query-keys';

/**
 * After a registration or an approval changes: every time registration query is stale (the logs, Overblik's
 * sums and the 11/48-hour warnings the server recomputes). Only the queries on screen refetch; awaiting this
 * keeps a mutation pending until they have, so a modal never shows the state from before its own change.
 */
export function invalidateTimereg(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: timeregQueryKeys.all });
}
