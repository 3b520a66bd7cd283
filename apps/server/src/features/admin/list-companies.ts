import type { AdminCompaniesResponse, AdminCompany } from '@kollega/domain';
import { type Plan, planSchema, type SubscriptionStatus, subscriptionStatusSchema } from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { companies, employees, subscriptions, users } from '../../db/schema/index';
import { unsafeAcrossCompanies } from '../../db/tenant-scope';
import { AppError } from '../../errors/app-error';
import type { SessionContext } from '../../plugins/auth/request-context';

const danish = new Intl.Collator('da');

/**
 * GET /api/admin/companies: every company with its plan and owner. Only for the super admin: the route's
 * guard checks it, and so does this action, because the query below reads across all companies.
 */
export async function listCompanies(db: Db, ctx: SessionContext): Promise<AdminCompaniesResponse> {
  if (!ctx.isSuperadmin) throw new AppError('FORBIDDEN');
  return { companies: await unsafeListAllCompanies(db) };
}

/**
 * Every company with its subscription, owner login and owner's employee record, in one query with joins (each
 * joined row belongs to its company by `company_id`, but nothing limits the companies: hence `unsafe`).
 * Sorted in JS with the Danish collation (PGlite has only C, DESIGN.md rule 6), so Æ, Ø and Å come after Z.
 */
export async function unsafeListAllCompanies(db: Db): Promise<AdminCompany[]> {
  // Row-level security would show the super admin no company at all: this read is across companies on purpose.
  const rows = await unsafeAcrossCompanies(() =>
    db
      .select({
        id: companies.id,
        name: companies.name,
        vat: companies.vat,
        createdAt: companies.createdAt,
        plan: subscriptions.plan,
        status: subscriptions.status,
        ownerUserId: companies.ownerUserId,
        ownerFirstName: employees.firstName,
        ownerLastName: employees.lastName,
        ownerUserName: users.name,
        ownerEmail: users.email,
      })
      .from(companies)
      .leftJoin(subscriptions, eq(subscriptions.companyId, companies.id))
      .leftJoin(users, eq(users.id, companies.ownerUserId))
      .leftJoin(
        employees,
        and(eq(employees.companyId, companies.id), eq(employees.userId, companies.ownerUserId)),
      ),
  );

  return rows
    .map((row) => ({
      id: row.id,
      name: row.name,
      vat: row.vat,
      createdAt: row.createdAt.toISOString(),
      plan: planSchema.safeParse(row.plan).success ? (row.plan as Plan) : null,
      status: subscriptionStatusSchema.safeParse(row.status).success
        ? (row.status as SubscriptionStatus)
        : null,
      ownerUserId: row.ownerUserId,
      ownerName:
        row.ownerFirstName !== null
          ? `${row.ownerFirstName} ${row.ownerLastName ?? ''}`.trim()
          : (row.ownerUserName ?? ''),
      ownerEmail: row.ownerEmail,
    }))
    .sort((a, b) => danish.compare(a.name, b.name) || a.id.localeCompare(b.id));
}
