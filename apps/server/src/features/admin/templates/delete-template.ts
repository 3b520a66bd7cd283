import { eq } from 'drizzle-orm';
import { recordAdminAudit } from '../../../db/admin-audit';
import type { Db } from '../../../db/database';
import { documentTemplates } from '../../../db/schema/index';
import type { Storage } from '../../../integrations/storage/index';
import type { SessionContext } from '../../../plugins/auth/request-context';
import { loadTemplate } from './template-record';

/** DELETE /api/admin/templates/:templateId: the row, then its file after the commit. */
export async function deleteTemplate(
  deps: { db: Db; storage: Storage },
  ctx: SessionContext,
  templateId: string,
): Promise<void> {
  const row = await deps.db.transaction(async (tx) => {
    const template = await loadTemplate(tx, templateId, { forUpdate: true });
    await tx.delete(documentTemplates).where(eq(documentTemplates.id, template.id));
    await recordAdminAudit(tx, ctx, {
      subjectCompanyId: null,
      action: 'template.delete',
      entityType: 'template',
      entityId: template.id,
      details: { title: template.title },
    });
    return template;
  });
  if (row.storageKey) await deps.storage.delete(row.storageKey).catch(() => {});
}
