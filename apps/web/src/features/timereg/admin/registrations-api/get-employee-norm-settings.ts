import type { TimeLogSetting, TimeLogSettingSources } from '@kollega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api';
import { timeregQueryKeys } from './query-keys';

/** GET /api/timereg/employees/:employeeId/settings (employeeTimeregSettingsSchema). */
export type EmployeeNormSettings = {
  /** Whether the employee's own norm week applies instead of the company's. */
  individual: boolean;
  /** Both histories, oldest first. `individual` holds the employee's own settings even while they do not apply. */
  settings: { individual: TimeLogSetting[]; company: TimeLogSetting[] };
};

export function getEmployeeNormSettings(
  employeeId: string,
  signal?: AbortSignal,
): Promise<EmployeeNormSettings> {
  return apiFetch<EmployeeNormSettings>(
    `/api/timereg/employees/${encodeURIComponent(employeeId)}/settings`,
    signal ? { signal } : {},
  );
}

/** Cached as the server answers it, so the employee page's own call to the endpoint shares it. */
export function employeeNormSettingsQueryOptions(employeeId: string) {
  return queryOptions({
    queryKey: timeregQueryKeys.employeeSettings(employeeId),
    queryFn: ({ signal }) => getEmployeeNormSettings(employeeId, signal),
  });
}

/**
 * The settings a day's norm is picked from (`settingInForce`, decisions.md 13): the employee's own only while
 * they apply (`individual`), else the company's history alone.
 */
export function normSources(response: EmployeeNormSettings): TimeLogSettingSources {
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
export function useEmployeeNormSettings(employeeId: string | null | undefined) {
  return useQuery({
    ...employeeNormSettingsQueryOptions(employeeId ?? ''),
    enabled: Boolean(employeeId),
    // Module-level, so the picked sources keep their identity while the answer is the same.
    select: normSources,
  });
}
