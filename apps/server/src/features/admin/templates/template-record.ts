import type { AdminTemplate } from '@kollega/domain';
import { eq } from 'drizzle-orm';
import { documentTemplates } from '../../../db/schema/index';
import { isUuid } from '../../../db/uuid';
import { notFound } from '../../../errors/app-error';
import type { Reader } from '../../../services/context';

export type { AdminTemplate };
export type TemplateRow = typeof documentTemplates.$inferSelect;

export function toAdminTemplate(row: TemplateRow): AdminTemplate {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    sortOrder: row.sortOrder,
    fileName: row.fileName ?? (row.builtinKey ? `${row.title}.pdf` : null),
    builtin: row.builtinKey !== null,
    hasFile: row.storageKey !== null || row.builtinKey !== null,
    url: `/api/templates/${row.id}/file`,
  };
}

export async function loadTemplate(
  db: Reader,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<TemplateRow> {
  if (!isUuid(id)) throw notFound();
  const query = db.select().from(documentTemplates).where(eq(documentTemplates.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}
