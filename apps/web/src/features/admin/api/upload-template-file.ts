import type { AdminTemplate } from '@kollega/domain';
import { uploadFile } from '../../../lib/upload-file';

/** POST /api/admin/templates/:templateId/file (multipart `file`): the template's file. */
export function uploadTemplateFile(id: string, file: File): Promise<AdminTemplate> {
  return uploadFile<AdminTemplate>(`/api/admin/templates/${encodeURIComponent(id)}/file`, file);
}
