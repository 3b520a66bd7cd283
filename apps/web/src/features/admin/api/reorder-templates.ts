import type { AdminTemplate } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { adminTemplatesQueryOptions } from './admin-templates';

/** PUT /api/admin/templates/order: every template's id, in the new order. */
export function reorderTemplates(ids: string[]): Promise<{ templates: AdminTemplate[] }> {
  return apiFetch<{ templates: AdminTemplate[] }>('/api/admin/templates/order', {
    method: 'PUT',
    json: { ids },
  });
}

export function useReorderTemplates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderTemplates,
    onSuccess: (answer) => queryClient.setQueryData(adminTemplatesQueryOptions.queryKey, answer),
    onError: () => queryClient.invalidateQueries({ queryKey: adminTemplatesQueryOptions.queryKey }),
  });
}
