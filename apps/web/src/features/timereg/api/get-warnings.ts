import type { TimeLogWarningsResponse } from '@kollega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { timeregQueryKeys } from './query-keys';

/** GET /api/timereg/warnings: the company's 11- and 48-hour warnings (decisions.md 10, 11). */
export function getWarnings(signal?: AbortSignal): Promise<TimeLogWarningsResponse> {
  return apiFetch<TimeLogWarningsResponse>('/api/timereg/warnings', signal ? { signal } : {});
}

export const warningsQueryOptions = queryOptions({
  queryKey: timeregQueryKeys.warnings,
  queryFn: ({ signal }) => getWarnings(signal),
});

export function useWarnings() {
  return useQuery(warningsQueryOptions);
}
