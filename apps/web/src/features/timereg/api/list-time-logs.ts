import type { EmployeeTimeLog, IsoDate, TimeLogsResponse } from '@kollega/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { timeregQueryKeys } from './query-keys';

export type TimeLogsQuery = { from: IsoDate; to: IsoDate; employeeIds: readonly string[] };

/**
 * GET /api/timereg/logs: the registrations, change logs and approved weeks of the given employees over a range,
 * in one request (docs/rules/timereg.md#ruling-8). The ids are always sent: without them the server answers for every employee
 * of the company, also those who do not register time.
 */
export function listTimeLogs(query: TimeLogsQuery, signal?: AbortSignal): Promise<EmployeeTimeLog[]> {
  const search = new URLSearchParams({
    from: query.from,
    to: query.to,
    employeeIds: query.employeeIds.join(','),
  });
  return apiFetch<TimeLogsResponse>(`/api/timereg/logs?${search}`, signal ? { signal } : {}).then(
    (response) => response.employees,
  );
}

export function timeLogsQueryOptions(query: TimeLogsQuery) {
  return queryOptions({
    queryKey: timeregQueryKeys.logs(query),
    queryFn: ({ signal }) => listTimeLogs(query, signal),
  });
}

/**
 * Off without employees (nothing to ask for). With `keepPrevious` the previous range stays shown while the next
 * one loads (the grid); the registrations modal leaves it off, since it must never show, or approve, a week on
 * the strength of another week's data.
 */
export function useTimeLogs(query: TimeLogsQuery, { keepPrevious = true } = {}) {
  return useQuery({
    ...timeLogsQueryOptions(query),
    enabled: query.employeeIds.length > 0,
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}
