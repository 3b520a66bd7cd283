import type { TimeLogSetting } from '@kollega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/**
 * Under 'timereg' like every time-registration query (features/timereg/admin-api/query-keys.ts, repeated because
 * features may not import each other), so a change on the time-registration pages refreshes it and the other way
 * round.
 */
export const TIMEREG_QUERY_KEY = ['timereg'] as const;

export type EmployeeTimeregSetting = {
  /** Whether the employee's own norm week applies instead of the company's. */
  individual: boolean;
  /** Both histories, oldest first; the one in force on a day is `settingInForce`'s pick (decisions.md 13). */
  settings: { individual: TimeLogSetting[]; company: TimeLogSetting[] };
};

/** GET /api/timereg/employees/:employeeId/settings: whether the employee has their own norm, and the settings. */
export function getEmployeeTimeregSetting(
  employeeId: string,
  signal?: AbortSignal,
): Promise<EmployeeTimeregSetting> {
  return apiFetch<EmployeeTimeregSetting>(
    `/api/timereg/employees/${encodeURIComponent(employeeId)}/settings`,
    signal ? { signal } : {},
  );
}

export function employeeTimeregSettingQueryOptions(employeeId: string) {
  return queryOptions({
    queryKey: [...TIMEREG_QUERY_KEY, 'employees', employeeId, 'settings'] as const,
    queryFn: ({ signal }) => getEmployeeTimeregSetting(employeeId, signal),
  });
}

export function useEmployeeTimeregSetting(employeeId: string) {
  return useQuery(employeeTimeregSettingQueryOptions(employeeId));
}
