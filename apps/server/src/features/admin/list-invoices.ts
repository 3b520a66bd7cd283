import {
  ADMIN_INVOICE_PAGE_SIZE,
  type AdminInvoiceList,
  type adminInvoiceQuerySchema,
} from '@kollega/domain';
import { eq, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { containsDanish, containsPattern } from '../../db/danish-text';
import type { Db } from '../../db/database';
import { billingTransactions, companies } from '../../db/schema/index';
import { unsafeAcrossCompanies } from '../../db/tenant-scope';
import { AppError } from '../../errors/app-error';
import type { SessionContext } from '../../plugins/auth/request-context';
import { newestTransactionFirst, transactionRow } from '../billing/public';

/**
 * GET /api/admin/invoices: every company's charges (completed, failed, pending), newest first, a page at a time,
 * optionally only companies whose name or CVR number contains the search (hr-core §2 Admin invoice list; §6: a
 * failed one links to its company's page, so each row carries its company id). Across companies on purpose: the
 * route's guard and this action both check the super admin. Reads are not audit-logged.
 */
export async function listInvoices(
  deps: { db: Db },
  ctx: SessionContext,
  input: z.output<typeof adminInvoiceQuerySchema>,
): Promise<AdminInvoiceList> {
  if (!ctx.isSuperadmin) throw new AppError('FORBIDDEN');
  const search = input.search.trim();
  const digits = search.replace(/\s+/g, '');
  const where: SQL | undefined = search
    ? or(
        containsDanish(companies.name, search),
        ...(/^\d+$/.test(digits) ? [sql`${companies.vat} like ${containsPattern(digits)}`] : []),
      )
    : undefined;
  const pageSize = ADMIN_INVOICE_PAGE_SIZE;
  // Row-level security would show the super admin nothing: this read is across companies on purpose.
  const [rows, [count]] = await unsafeAcrossCompanies(() =>
    Promise.all([
      deps.db
        .select({ transaction: billingTransactions, companyName: companies.name })
        .from(billingTransactions)
        .innerJoin(companies, eq(companies.id, billingTransactions.companyId))
        .where(where)
        .orderBy(...newestTransactionFirst)
        .limit(pageSize)
        .offset((input.page - 1) * pageSize),
      deps.db
        .select({ total: sql<number>`count(*)`.mapWith(Number) })
        .from(billingTransactions)
        .innerJoin(companies, eq(companies.id, billingTransactions.companyId))
        .where(where),
    ]),
  );
  return {
    items: rows.map(({ transaction, companyName }) => ({
      ...transactionRow(transaction),
      companyId: transaction.companyId,
      companyName,
    })),
    total: count?.total ?? 0,
    page: input.page,
    pageSize,
  };
}
