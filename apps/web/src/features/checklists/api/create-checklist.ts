import type { ChecklistCreateInput, ChecklistDetail } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { CHECKLISTS_QUERY_KEY } from './query-keys';

/** POST /api/checklists: 'Ny onboarding', 'Ny offboarding', 'Ny skabelon'. */
export function createChecklist(body: ChecklistCreateInput): Promise<ChecklistDetail> {
  return apiFetch<ChecklistDetail>('/api/checklists', { method: 'POST', json: body });
}

export function useCreateChecklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChecklist,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHECKLISTS_QUERY_KEY }),
  });
}
