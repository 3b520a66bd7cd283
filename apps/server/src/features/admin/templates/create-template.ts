import type { TemplateInput } from '@kollega/domain';
import { sql } from 'drizzle-orm';
import { recordAdminAudit } from '../../../db/admin-audit';
import type { Db } from '../../../db/database';
import { documentTemplates } from '../../../db/schema/index';
import type { SessionContext } from '../../../plugins/auth/request-context';
import { type AdminTemplate, toAdminTemplate } from './template-record';

/** POST /api/admin/templates: a new template, last in the order; its file is uploaded next. */
export async function createTemplate(
  deps: { db: Db },
  ctx: SessionContext,
  input: TemplateInput,
): Promise<AdminTemplate> {
  return deps.db.transaction(async (tx) => {
    const [last] = await tx
      .select({ max: sql<number>`coalesce(max(${documentTemplates.sortOrder}), 0)`.mapWith(Number) })
      .from(documentTemplates);
    const [row] = await tx
      .insert(documentTemplates)
      .values({ ...input, sortOrder: (last?.max ?? 0) + 1 })
      .returning();
    if (!row) throw new Error('insert into document_templates returned no row');
    await recordAdminAudit(tx, ctx, {
      subjectCompanyId: null,
      action: 'template.create',
      entityType: 'template',
      entityId: row.id,
      details: { after: input },
    });
    return toAdminTemplate(row);
  });
}
