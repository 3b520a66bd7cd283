import type { TimeLogSettingInput } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { TIMEREG_QUERY_KEY } from './get-timereg-setting';

export type IndividualSettingUpdate = { individual: boolean; setting?: TimeLogSettingInput };

/**
 * PUT /api/timereg/employees/:employeeId/settings: the employee's own norm week on (with the week, applying
 * from today) or off (the company's applies again).
 */
export function updateEmployeeTimeregSetting(
  employeeId: string,
  update: IndividualSettingUpdate,
): Promise<{ individual: boolean }> {
  return apiFetch<{ individual: boolean }>(
    `/api/timereg/employees/${encodeURIComponent(employeeId)}/settings`,
    {
      method: 'PUT',
      json: update,
    },
  );
}

export function useUpdateEmployeeTimeregSetting(employeeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: IndividualSettingUpdate) => updateEmployeeTimeregSetting(employeeId, update),
    // The norm moves Overblik's and Registreringer's figures and the settings page's list of individual norms.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TIMEREG_QUERY_KEY }),
  });
}
