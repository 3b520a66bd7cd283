import type { DocumentTemplateList } from '@kollega/domain';
import { asc, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { documentTemplates } from '../../db/schema/index';

/** GET /api/templates: the cards of /skabeloner, by sort order; only templates that have a file to download. */
export async function listTemplates(deps: { db: Db }): Promise<DocumentTemplateList> {
  const rows = await deps.db
    .select()
    .from(documentTemplates)
    .where(or(isNotNull(documentTemplates.storageKey), isNotNull(documentTemplates.builtinKey)))
    .orderBy(asc(documentTemplates.sortOrder), asc(documentTemplates.createdAt));
  return {
    templates: rows.map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      sortOrder: row.sortOrder,
      fileName: row.storageKey && row.fileName ? row.fileName : `${row.title}.pdf`,
      url: `/api/templates/${row.id}/file`,
    })),
  };
}
