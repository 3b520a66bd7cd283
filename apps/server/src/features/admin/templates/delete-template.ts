import { eq } from 'drizzle-orm';
import { recordAdminAudit } from '../../../db/admin-audit';
import { documentTemplates } from '../../../db/schema/index';
import { type FileDeps, fileResource } from '../../../integrations/uploads/index';
import type { SessionContext } from '../../../plugins/auth/request-context';
import { loadTemplate } from './template-record';

/** DELETE /api/admin/templates/:templateId: the row, then its file after the commit. */
export async function deleteTemplate(
  deps: FileDeps,
  ctx: SessionContext,
  input: { templateId: string },
): Promise<void> {
  await fileResource(deps).remove(async (tx) => {
    const template = await loadTemplate(tx, input.templateId, { forUpdate: true });
    await tx.delete(documentTemplates).where(eq(documentTemplates.id, template.id));
    await recordAdminAudit(tx, ctx, {
      subjectCompanyId: null,
      action: 'template.delete',
      entityType: 'template',
      entityId: template.id,
      details: { title: template.title },
    });
    return { value: undefined, removedKey: template.storageKey };
  });
}
