import { and, eq } from 'drizzle-orm';
import { companies } from '../../db/schema/index';
import { isUuid } from '../../db/uuid';
import { notFound } from '../../errors/app-error';
import type { Reader } from '../../services/context';

export type CompanyRow = typeof companies.$inferSelect;

/**
 * One company for the super admin, or 404. Call it inside `withCompany(companyId, …)`: the super admin reads and
 * writes one company at a time in that company's own scope, so row-level security still applies (decision 031).
 */
export async function loadCompany(
  db: Reader,
  companyId: string,
  options: { forUpdate?: boolean } = {},
): Promise<CompanyRow> {
  if (!isUuid(companyId)) throw notFound();
  const query = db
    .select()
    .from(companies)
    .where(and(eq(companies.id, companyId)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}
