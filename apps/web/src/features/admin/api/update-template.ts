import type { AdminTemplate, TemplateInput } from '@kollega/domain';
import { apiFetch } from '../../../lib/api';

/** PUT /api/admin/templates/:templateId: title and description. */
export function updateTemplate(id: string, body: TemplateInput): Promise<AdminTemplate> {
  return apiFetch<AdminTemplate>(`/api/admin/templates/${encodeURIComponent(id)}`, {
    method: 'PUT',
    json: body,
  });
}
