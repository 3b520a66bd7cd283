import { asc } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { documentTemplates } from '../../../db/schema/index';
import { type AdminTemplate, toAdminTemplate } from './template-record';

/** GET /api/admin/templates: every template by sort order, with or without a file. */
export async function listAdminTemplates(deps: { db: Db }): Promise<{ templates: AdminTemplate[] }> {
  const rows = await deps.db
    .select()
    .from(documentTemplates)
    .orderBy(asc(documentTemplates.sortOrder), asc(documentTemplates.createdAt));
  return { templates: rows.map(toAdminTemplate) };
}
