import type { TimeLogWarningDto, TimeLogWarningsResponse, WarningUpdate } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { timeregQueryKeys } from './query-keys';

/** PUT /api/timereg/warnings/:warningId: 'Markér som set' and the comment → the warning as saved. */
export function updateWarning(warningId: string, update: WarningUpdate): Promise<TimeLogWarningDto> {
  return apiFetch<TimeLogWarningDto>(`/api/timereg/warnings/${encodeURIComponent(warningId)}`, {
    method: 'PUT',
    json: update,
  });
}

export function useUpdateWarning() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, update }: { id: string; update: WarningUpdate }) => updateWarning(id, update),
    // The answer is the whole warning: put it in the list instead of fetching every warning again.
    onSuccess: (saved) =>
      queryClient.setQueriesData<TimeLogWarningsResponse>({ queryKey: timeregQueryKeys.warnings }, (old) =>
        old ? { warnings: old.warnings.map((warning) => (warning.id === saved.id ? saved : warning)) } : old,
      ),
  });
}
