import type { TemplateInput } from '@kollega/domain';
import { eq } from 'drizzle-orm';
import { recordAdminAudit } from '../../../db/admin-audit';
import type { Db } from '../../../db/database';
import { documentTemplates } from '../../../db/schema/index';
import type { SessionContext } from '../../../plugins/auth/request-context';
import { type AdminTemplate, loadTemplate, toAdminTemplate } from './template-record';

/** PUT /api/admin/templates/:templateId: title and description. */
export async function updateTemplate(
  deps: { db: Db },
  ctx: SessionContext,
  input: { templateId: string } & TemplateInput,
): Promise<AdminTemplate> {
  const { templateId, ...template } = input;
  return deps.db.transaction(async (tx) => {
    const before = await loadTemplate(tx, templateId, { forUpdate: true });
    const [row] = await tx
      .update(documentTemplates)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(documentTemplates.id, before.id))
      .returning();
    if (!row) throw new Error('update of document_templates returned no row');
    await recordAdminAudit(tx, ctx, {
      subjectCompanyId: null,
      action: 'template.update',
      entityType: 'template',
      entityId: row.id,
      details: { before: { title: before.title, description: before.description }, after: template },
    });
    return toAdminTemplate(row);
  });
}
