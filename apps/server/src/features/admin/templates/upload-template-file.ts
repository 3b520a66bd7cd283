import { eq } from 'drizzle-orm';
import { recordAdminAudit } from '../../../db/admin-audit';
import { documentTemplates } from '../../../db/schema/index';
import {
  acceptedDocument,
  type DocumentUpload,
  documentName,
  type FileDeps,
  fileResource,
} from '../../../integrations/uploads/index';
import type { SessionContext } from '../../../plugins/auth/request-context';
import { type AdminTemplate, loadTemplate, toAdminTemplate } from './template-record';

/**
 * POST /api/admin/templates/:templateId/file: the template's file (PDF, Word, ODT …: the documents' limits and
 * content checks), replacing the previous upload or the built-in rendering.
 */
export async function uploadTemplateFile(
  deps: FileDeps,
  ctx: SessionContext,
  input: { templateId: string; upload: DocumentUpload },
): Promise<AdminTemplate> {
  const { templateId, upload } = input;
  await loadTemplate(deps.db, templateId);
  const { extension, contentType } = acceptedDocument(upload);
  const folder = `platform/templates/${templateId}/`;
  return fileResource(deps).upload({ folder, extension, data: upload.data, contentType }, async (tx, key) => {
    const before = await loadTemplate(tx, templateId, { forUpdate: true });
    const fileName = `${documentName(upload.fileName, extension)}.${extension}`;
    const [row] = await tx
      .update(documentTemplates)
      .set({ storageKey: key, fileName, contentType, updatedAt: new Date() })
      .where(eq(documentTemplates.id, before.id))
      .returning();
    if (!row) throw new Error('update of document_templates returned no row');
    await recordAdminAudit(tx, ctx, {
      subjectCompanyId: null,
      action: 'template.file.upload',
      entityType: 'template',
      entityId: row.id,
      details: { fileName, sizeBytes: upload.data.length },
    });
    return { value: toAdminTemplate(row), replacedKey: before.storageKey };
  });
}
