import { eq } from 'drizzle-orm';
import { recordAdminAudit } from '../../../db/admin-audit';
import type { Db } from '../../../db/database';
import { documentTemplates } from '../../../db/schema/index';
import { AppError } from '../../../errors/app-error';
import type { SessionContext } from '../../../plugins/auth/request-context';
import { type AdminTemplate, toAdminTemplate } from './template-record';

/**
 * PUT /api/admin/templates/order: the whole order, as the list of every template's id (a list that does not
 * name each template exactly once is a 409: someone changed the list meanwhile).
 */
export async function reorderTemplates(
  deps: { db: Db },
  ctx: SessionContext,
  input: { ids: string[] },
): Promise<{ templates: AdminTemplate[] }> {
  const { ids } = input;
  return deps.db.transaction(async (tx) => {
    const rows = await tx.select().from(documentTemplates).for('update');
    const known = new Set(rows.map((row) => row.id));
    if (ids.length !== rows.length || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id)))
      throw new AppError('CONFLICT');
    const updated = [];
    for (const [index, id] of ids.entries()) {
      const [row] = await tx
        .update(documentTemplates)
        .set({ sortOrder: index + 1, updatedAt: new Date() })
        .where(eq(documentTemplates.id, id))
        .returning();
      if (row) updated.push(row);
    }
    await recordAdminAudit(tx, ctx, {
      subjectCompanyId: null,
      action: 'template.reorder',
      entityType: 'template',
      entityId: 'all',
      details: { ids },
    });
    return { templates: updated.map(toAdminTemplate) };
  });
}
