import type { IndividualSettingResponse, IndividualSettingUpdate } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { TIMEREG_QUERY_KEY } from '../../../lib/shared-api/query-keys';

/**
 * PUT /api/timereg/employees/:employeeId/settings: the employee's own norm week on (with the week, applying
 * from today) or off (the company's applies again).
 */
export function updateEmployeeTimeregSettings(
  employeeId: string,
  update: IndividualSettingUpdate,
): Promise<IndividualSettingResponse> {
  return apiFetch<IndividualSettingResponse>(
    `/api/timereg/employees/${encodeURIComponent(employeeId)}/settings`,
    {
      method: 'PUT',
      json: update,
    },
  );
}

export function useUpdateEmployeeTimeregSettings(employeeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: IndividualSettingUpdate) => updateEmployeeTimeregSettings(employeeId, update),
    // The norm moves Overblik's and Registreringer's figures and the settings page's list of individual norms.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TIMEREG_QUERY_KEY }),
  });
}
