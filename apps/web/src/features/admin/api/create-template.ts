import type { AdminTemplate, TemplateInput } from '@kollega/domain';
import { apiFetch } from '../../../lib/api';

/** POST /api/admin/templates: a new template, last in the order (its file is uploaded next). */
export function createTemplate(body: TemplateInput): Promise<AdminTemplate> {
  return apiFetch<AdminTemplate>('/api/admin/templates', { method: 'POST', json: body });
}
