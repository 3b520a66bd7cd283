import type { AdminTemplate, TemplateInput } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { uploadFile } from '../../../lib/upload-file';
import { adminTemplatesQueryOptions } from './admin-templates';

/**
 * POST /api/admin/templates (a new one) or PUT /api/admin/templates/:templateId, then, with a file,
 * POST /api/admin/templates/:templateId/file.
 */
export async function saveTemplate({
  id,
  file,
  ...body
}: TemplateInput & { id?: string; file?: File | null }): Promise<AdminTemplate> {
  const saved = id
    ? await apiFetch<AdminTemplate>(`/api/admin/templates/${encodeURIComponent(id)}`, {
        method: 'PUT',
        json: body,
      })
    : await apiFetch<AdminTemplate>('/api/admin/templates', { method: 'POST', json: body });
  if (!file) return saved;
  return uploadFile<AdminTemplate>(`/api/admin/templates/${encodeURIComponent(saved.id)}/file`, file);
}

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTemplate,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminTemplatesQueryOptions.queryKey }),
  });
}
