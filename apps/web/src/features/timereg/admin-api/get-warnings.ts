import type { TimeLogWarningDto } from '@kollega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { TIMEREG_WARNINGS_QUERY_KEY } from './query-keys';

export type WarningsResponse = { warnings: TimeLogWarningDto[] };

/** GET /api/timereg/warnings: the company's 11- and 48-hour warnings (decisions.md 10, 11). */
export function getWarnings(signal?: AbortSignal): Promise<WarningsResponse> {
  return apiFetch<WarningsResponse>('/api/timereg/warnings', signal ? { signal } : {});
}

export const warningsQueryOptions = queryOptions({
  queryKey: TIMEREG_WARNINGS_QUERY_KEY,
  queryFn: ({ signal }) => getWarnings(signal),
});

export function useWarnings() {
  return useQuery(warningsQueryOptions);
}
