import type { TimeLogWarningsResponse } from '@kollega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { timeregQueryKeys } from './query-keys';

/**
 * GET /api/timereg/warnings: the company's 11- and 48-hour warnings (docs/rules/timereg.md#ruling-10, docs/rules/timereg.md#ruling-11), of the current
 * employees or (inactive) of 'Tidligere medarbejdere', whose warnings are kept too (docs/rules/timereg.md#ruling-14).
 */
export function getWarnings(inactive: boolean, signal?: AbortSignal): Promise<TimeLogWarningsResponse> {
  return apiFetch<TimeLogWarningsResponse>(
    `/api/timereg/warnings${inactive ? '?inactive=true' : ''}`,
    signal ? { signal } : {},
  );
}

export const warningsQueryOptions = (inactive = false) =>
  queryOptions({
    queryKey: timeregQueryKeys.warningsOf(inactive),
    queryFn: ({ signal }) => getWarnings(inactive, signal),
  });

export function useWarnings(inactive = false) {
  return useQuery(warningsQueryOptions(inactive));
}
