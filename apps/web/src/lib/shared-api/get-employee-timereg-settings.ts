import type { EmployeeTimeregSettings, TimeLogSettingSources } from '@kollega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api';
import { employeeTimeregSettingsQueryKey } from './query-keys';

/**
 * GET /api/timereg/employees/:employeeId/settings: whether the employee's own norm week applies instead of the
 * company's, and both histories, oldest first. The employee's Indstillinger tab edits them; the admin's
 * registration form and modal compute norms from them.
 */
export function getEmployeeTimeregSettings(
  employeeId: string,
  signal?: AbortSignal,
): Promise<EmployeeTimeregSettings> {
  return apiFetch<EmployeeTimeregSettings>(
    `/api/timereg/employees/${encodeURIComponent(employeeId)}/settings`,
    signal ? { signal } : {},
  );
}

export function employeeTimeregSettingsQueryOptions(employeeId: string) {
  return queryOptions({
    queryKey: employeeTimeregSettingsQueryKey(employeeId),
    queryFn: ({ signal }) => getEmployeeTimeregSettings(employeeId, signal),
  });
}

export function useEmployeeTimeregSettings(employeeId: string) {
  return useQuery(employeeTimeregSettingsQueryOptions(employeeId));
}

/**
 * The settings a day's norm is picked from (`settingInForce`, docs/rules/timereg.md#ruling-13): the employee's own only while
 * they apply (`individual`), else the company's history alone.
 */
export function normSources(response: EmployeeTimeregSettings): TimeLogSettingSources {
  return {
    individual: response.individual ? response.settings.individual : [],
    company: response.settings.company,
  };
}

/**
 * One employee's norm settings as `settingInForce` takes them; off without an employee. `data` is undefined while
 * they load or when they could not be had: the callers then fall back to the default week with the break and pay
 * rules the employee list gives (in force today).
 */
export function useEmployeeNormSources(employeeId: string | null | undefined) {
  return useQuery({
    ...employeeTimeregSettingsQueryOptions(employeeId ?? ''),
    enabled: Boolean(employeeId),
    // Module-level, so the picked sources keep their identity while the answer is the same.
    select: normSources,
  });
}
