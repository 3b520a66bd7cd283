import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { adminTemplatesQueryOptions } from './admin-templates';

/** DELETE /api/admin/templates/:templateId. */
export function deleteTemplate(id: string): Promise<void> {
  return apiFetch<void>(`/api/admin/templates/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminTemplatesQueryOptions.queryKey }),
  });
}
