import type { AdminCompaniesResponse, AdminCompany } from '@kollega/domain';
import { type Plan, planSchema, type SubscriptionStatus, subscriptionStatusSchema } from '@kollega/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { companies, employees, subscriptions, users } from '../../db/schema/index';
import { unsafeAcrossCompanies } from '../../db/tenant-scope';
import { AppError } from '../../errors/app-error';
import type { SessionContext } from '../../plugins/auth/request-context';
import { employeeCountsSelection } from './company-stats';

const danish = new Intl.Collator('da');

/**
 * GET /api/admin/companies: every company with its plan, owner and counts. Only for the super admin: the route's
 * guard checks it, and so does this action, because the queries below read across all companies.
 */
export async function listCompanies(db: Db, ctx: SessionContext): Promise<AdminCompaniesResponse> {
  if (!ctx.isSuperadmin) throw new AppError('FORBIDDEN');
  return { companies: await unsafeListAllCompanies(db) };
}

const parsePlan = (plan: string | null): Plan | null =>
  planSchema.safeParse(plan).success ? (plan as Plan) : null;
const parseStatus = (status: string | null): SubscriptionStatus | null =>
  subscriptionStatusSchema.safeParse(status).success ? (status as SubscriptionStatus) : null;

/**
 * Every company with its subscription, owner login and owner's employee record (one query with joins), and its
 * employee counts (one grouped query). Each joined row belongs to its company by `company_id`, but nothing
 * limits the companies: hence `unsafe`. Sorted in JS with the Danish collation (PGlite has only C, DESIGN.md
 * rule 6), so Æ, Ø and Å come after Z.
 */
export async function unsafeListAllCompanies(db: Db): Promise<AdminCompany[]> {
  // Row-level security would show the super admin no company at all: this read is across companies on purpose.
  const [rows, counts] = await unsafeAcrossCompanies(() =>
    Promise.all([
      db
        .select({
          id: companies.id,
          name: companies.name,
          vat: companies.vat,
          createdAt: companies.createdAt,
          plan: subscriptions.plan,
          status: subscriptions.status,
          trial: subscriptions.trial,
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
          and(
            eq(employees.companyId, companies.id),
            eq(employees.userId, companies.ownerUserId),
            isNull(employees.deletedAt),
          ),
        ),
      db
        .select({ companyId: companies.id, ...employeeCountsSelection })
        .from(companies)
        .innerJoin(employees, eq(employees.companyId, companies.id))
        .groupBy(companies.id),
    ]),
  );
  const countsByCompany = new Map(counts.map((row) => [row.companyId, row]));

  return rows
    .map((row) => {
      const count = countsByCompany.get(row.id);
      return {
        id: row.id,
        name: row.name,
        vat: row.vat,
        createdAt: row.createdAt.toISOString(),
        plan: parsePlan(row.plan),
        status: parseStatus(row.status),
        trial: row.trial ?? false,
        ownerUserId: row.ownerUserId,
        ownerName:
          row.ownerFirstName !== null
            ? `${row.ownerFirstName} ${row.ownerLastName ?? ''}`.trim()
            : (row.ownerUserName ?? ''),
        ownerEmail: row.ownerEmail,
        employeeCount: count?.employeeCount ?? 0,
        timeregCount: count?.timeregCount ?? 0,
        adminCount: count?.adminCount ?? 0,
      };
    })
    .sort((a, b) => danish.compare(a.name, b.name) || a.id.localeCompare(b.id));
}
