import { eq } from 'drizzle-orm';
import { documentTemplates } from '../../db/schema/index';
import { isUuid } from '../../db/uuid';
import { notFound } from '../../errors/app-error';
import { type FileDeps, fileResource } from '../../integrations/uploads/index';
import type { AttachmentFile } from '../../plugins/send-attachment';
import { renderBuiltinTemplate } from './builtin/render-builtin';

/**
 * GET /api/templates/:templateId/file: the uploaded file, or, for a seeded template without one, its PDF
 * rendered by pdfkit (decision 031).
 */
export async function templateFile(deps: FileDeps, input: { templateId: string }): Promise<AttachmentFile> {
  if (!isUuid(input.templateId)) throw notFound();
  const [row] = await deps.db
    .select()
    .from(documentTemplates)
    .where(eq(documentTemplates.id, input.templateId));
  if (!row) throw notFound();
  if (row.storageKey) {
    const stored = await fileResource(deps).readStream(row.storageKey);
    return {
      data: stored.stream,
      contentType: row.contentType ?? stored.contentType,
      fileName: row.fileName ?? row.title,
    };
  }
  if (!row.builtinKey) throw notFound();
  const data = await renderBuiltinTemplate(row.builtinKey);
  if (!data) throw notFound();
  return { data, contentType: 'application/pdf', fileName: `${row.title}.pdf` };
}
