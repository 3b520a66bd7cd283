import { and, eq, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../../../db/audit';
import { type Db, queryRows } from '../../../db/database';
import { billingTransactions, companies, employees, users } from '../../../db/schema/index';
import { unsafeAcrossCompanies } from '../../../db/tenant-scope';
import type { Storage } from '../../../integrations/storage/storage';
import type { Tx } from '../../../services/context';

export interface ClosureJobDeps {
  db: Db;
  storage: Storage;
  log: { error(details: object, message: string): void };
}

export interface ClosureJobReport {
  /** Companies whose data was deleted in this run. */
  deleted: number;
  /** Rows deleted, per table, over all of them. */
  rows: Record<string, number>;
}

/** At most this many companies a run; the next run takes the rest. */
const COMPANIES_PER_RUN = 20;

/**
 * Tables whose rows outlive a closed company (decision 051): the issued invoices, which bogføringsloven §10 keeps for
 * five years (their buyer and seller are fixed on the row, so the PDF renders without anything else). `companies`
 * itself has no `company_id`; its row is kept with the identity only.
 */
export const KEPT_COMPANY_TABLES = ['billing_transactions'] as const;

/**
 * The closure job (issue 33, decision 051): deletes the data of every company closed with 'Luk konto' whose 30
 * days are up at `at`. Run by the shared recurring timer (jobs/closure-jobs.ts) and by `npm run cli -- closure
 * --at`. Both the finding and the deleting run on the owner's connection, across companies on purpose (hence
 * `unsafe`): the audit log is append-only for the app's role (migration 0018), and only the owner may delete a
 * company's audit rows. Every statement of the deletion names the one company.
 */
export async function deleteClosedCompanies(deps: ClosureJobDeps, at: Date): Promise<ClosureJobReport> {
  const due = await unsafeAcrossCompanies(() =>
    deps.db
      .select({ id: companies.id })
      .from(companies)
      .where(
        and(
          isNotNull(companies.closedAt),
          isNull(companies.closureDeletedAt),
          lte(companies.closureDeleteAfter, at),
        ),
      )
      .orderBy(companies.closureDeleteAfter)
      .limit(COMPANIES_PER_RUN),
  );
  const report: ClosureJobReport = { deleted: 0, rows: {} };
  for (const { id } of due) {
    const rows = await unsafeAcrossCompanies(() => unsafeDeleteCompanyData(deps.db, id, at));
    if (!rows) continue;
    report.deleted += 1;
    for (const [table, count] of Object.entries(rows)) report.rows[table] = (report.rows[table] ?? 0) + count;
    // Files after the rows are gone, as every file removal does (integrations/uploads): one that cannot be removed
    // is logged and left behind, never a reason to keep the data.
    await deps.storage
      .deletePrefix(`${id}/`)
      .catch((error: unknown) =>
        deps.log.error({ err: error, companyId: id }, 'closed company: stored files not removed'),
      );
  }
  return report;
}

/**
 * One company's deletion in one transaction: every row of every table with a `company_id` (found in the catalogue,
 * so a table added later is deleted too), children before the rows they reference; the invoices stay, and the
 * company row keeps only its name and address. The logins of its employees go with them (their sessions, passwords
 * and two-factor secrets by the foreign keys' cascade). Null when the company is no longer due (reopened, or
 * deleted by another runner in the meantime).
 */
async function unsafeDeleteCompanyData(
  db: Db,
  companyId: string,
  at: Date,
): Promise<Record<string, number> | null> {
  return db.transaction(async (tx) => {
    const [company] = await tx.select().from(companies).where(eq(companies.id, companyId)).for('update');
    if (
      !company?.closedAt ||
      company.closureDeletedAt ||
      !company.closureDeleteAfter ||
      company.closureDeleteAfter > at
    ) {
      return null;
    }
    const logins = (
      await tx
        .select({ userId: employees.userId })
        .from(employees)
        .where(and(eq(employees.companyId, companyId), isNotNull(employees.userId)))
    ).flatMap((row) => (row.userId ? [row.userId] : []));
    // The owner's login goes below; the row must not point at it.
    await tx.update(companies).set({ ownerUserId: null }).where(eq(companies.id, companyId));
    const rows: Record<string, number> = {};
    // A charge that never completed has no invoice: nothing to keep it for.
    rows.billing_transactions = (
      await tx
        .delete(billingTransactions)
        .where(and(eq(billingTransactions.companyId, companyId), isNull(billingTransactions.invoiceNumber)))
        .returning({ id: billingTransactions.id })
    ).length;
    for (const table of await companyTablesInDeletionOrder(tx)) {
      const deleted = await queryRows<{ n: number }>(
        tx,
        sql`with gone as (delete from ${sql.identifier(table)} where company_id = ${companyId} returning 1)
            select count(*)::int as n from gone`,
      );
      rows[table] = deleted[0]?.n ?? 0;
    }
    rows.users =
      logins.length === 0
        ? 0
        : (
            await tx
              .delete(users)
              // A super admin is never one company's to delete.
              .where(and(inArray(users.id, logins), or(isNull(users.role), ne(users.role, 'superadmin'))))
              .returning({ id: users.id })
          ).length;
    // The identity the kept invoices belong to; the CVR number is freed, so the company may sign up again (each
    // invoice row holds the buyer as invoiced, CVR included).
    await tx
      .update(companies)
      .set({
        vat: '',
        billingEmail: '',
        timeSettings: null,
        payRules: null,
        absenceTypes: null,
        payrollCodes: {},
        hrContactId: null,
        closureDeletedAt: at,
        updatedAt: at,
      })
      .where(eq(companies.id, companyId));
    const actor: AuditActor = { companyId, userId: null, impersonatedBy: null, requestId: null };
    await recordAudit(tx, actor, {
      action: 'company.closure.deleted',
      entityType: 'company',
      entityId: companyId,
      details: { vat: company.vat, closedAt: company.closedAt.toISOString(), rows },
    });
    return rows;
  });
}

/**
 * Every table with a `company_id` but the kept ones, ordered so that a table comes before every table it
 * references (a foreign key's rows go before the rows they point at). Read from the catalogue in the transaction.
 */
export async function companyTablesInDeletionOrder(tx: Tx | Db): Promise<string[]> {
  const tables = (
    await queryRows<{ name: string }>(
      tx,
      sql`select c.table_name as name from information_schema.columns c
          join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
          where c.table_schema = 'public' and c.column_name = 'company_id' and t.table_type = 'BASE TABLE'`,
    )
  )
    .map((row) => row.name)
    .filter((name) => !(KEPT_COMPANY_TABLES as readonly string[]).includes(name));
  const references = await queryRows<{ child: string; parent: string }>(
    tx,
    sql`select child.relname as child, parent.relname as parent from pg_constraint c
        join pg_class child on child.oid = c.conrelid
        join pg_class parent on parent.oid = c.confrelid
        join pg_namespace n on n.oid = child.relnamespace
        where c.contype = 'f' and n.nspname = 'public'`,
  );
  const remaining = new Set(tables);
  const ordered: string[] = [];
  while (remaining.size > 0) {
    // A table nothing else remaining points at can go now.
    const free = [...remaining].filter(
      (table) =>
        !references.some((ref) => ref.parent === table && ref.child !== table && remaining.has(ref.child)),
    );
    if (free.length === 0) throw new Error(`closure: foreign keys form a circle among ${[...remaining]}`);
    for (const table of free.sort()) {
      ordered.push(table);
      remaining.delete(table);
    }
  }
  return ordered;
}
