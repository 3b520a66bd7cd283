import {
  type AdminCompany,
  type AdminCompanyList,
  type AdminCompanySortKey,
  type adminCompanyQuerySchema,
  type Plan,
  planSchema,
  type SubscriptionStatus,
  subscriptionStatusSchema,
} from '@kollega/domain';
import { and, asc, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { containsDanish, containsPattern, danishSortKey } from '../../db/danish-text';
import type { Db } from '../../db/database';
import { companies, employees, subscriptions, users } from '../../db/schema/index';
import { unsafeAcrossCompanies } from '../../db/tenant-scope';
import { AppError } from '../../errors/app-error';
import type { SessionContext } from '../../plugins/auth/request-context';
import { employeeCountsSelection } from './company-stats';

type CompanyQuery = z.output<typeof adminCompanyQuerySchema>;

/**
 * GET /api/admin/companies: the companies with their plan, creator and counts, a page at a time, searched and
 * sorted by the database (hr-core §2 Admin company list). Only for the super admin: the route's guard checks it,
 * and so does this action, because the queries read across all companies. Reads are not audit-logged.
 */
export async function listCompanies(
  deps: { db: Db },
  ctx: SessionContext,
  input: CompanyQuery,
): Promise<AdminCompanyList> {
  if (!ctx.isSuperadmin) throw new AppError('FORBIDDEN');
  const { items, total } = await unsafeListCompanyPage(deps.db, input);
  return { items, total, page: input.page, pageSize: input.pageSize };
}

/** The creator's employee record in the company (absent for a seeded company without a login). */
const owner = alias(employees, 'owner');
/** The creator's name as the list shows it: the employee record's, else the login's. */
const ownerName = sql<string>`case when ${owner.id} is not null
  then trim(${owner.firstName} || ' ' || coalesce(${owner.lastName}, '')) else coalesce(${users.name}, '') end`;

/** The company name, CVR number, or creator's name or e-mail contains the search; CVR ignores spaces. */
function searchCondition(search: string): SQL | undefined {
  if (search === '') return undefined;
  const digits = search.replace(/\s+/g, '');
  return or(
    containsDanish(companies.name, search),
    containsDanish(ownerName, search),
    containsDanish(users.email, search),
    ...(/^\d+$/.test(digits) ? [sql`${companies.vat} like ${containsPattern(digits)}`] : []),
  );
}

/** Plans from smallest to largest; a company without a subscription first. */
const planRank = sql`case ${subscriptions.plan} when 'freemium' then 0 when 'premium' then 1
  when 'premiumplus' then 2 else -1 end`;
/** States in the order of their Danish labels (Aktivt, Opsagt, Suspenderet, Udløbet), as the list shows them. */
const statusRank = sql`case ${subscriptions.status} when 'active' then 0 when 'cancelled' then 1
  when 'terminated' then 2 when 'expired' then 3 else -1 end`;

/**
 * Every current employee's counts per company, grouped once for all companies and joined to the page, so sorting
 * by a count works and no query runs per company.
 */
function countsSubquery(db: Db) {
  return db
    .select({
      companyId: employees.companyId,
      employeeCount: employeeCountsSelection.employeeCount.as('employee_count'),
      timeregCount: employeeCountsSelection.timeregCount.as('timereg_count'),
      adminCount: employeeCountsSelection.adminCount.as('admin_count'),
    })
    .from(employees)
    .innerJoin(companies, eq(companies.id, employees.companyId))
    .groupBy(employees.companyId)
    .as('counts');
}

/**
 * One page of companies: two statements whatever the page size, the page (companies with subscription, creator
 * and the grouped counts) and the total matching the search. Each joined row belongs to its company by
 * `company_id`, but nothing limits the companies: hence `unsafe`.
 */
export async function unsafeListCompanyPage(
  db: Db,
  query: CompanyQuery,
): Promise<{ items: AdminCompany[]; total: number }> {
  const counts = countsSubquery(db);
  const employeeCount = sql<number>`coalesce(${counts.employeeCount}, 0)`.mapWith(Number);
  const timeregCount = sql<number>`coalesce(${counts.timeregCount}, 0)`.mapWith(Number);
  const adminCount = sql<number>`coalesce(${counts.adminCount}, 0)`.mapWith(Number);
  const sortColumn: Record<AdminCompanySortKey, SQL> = {
    name: danishSortKey(companies.name),
    plan: planRank,
    status: statusRank,
    employeeCount,
    timeregCount,
    adminCount,
    createdAt: sql`${companies.createdAt}`,
  };
  const direction = query.direction === 'asc' ? asc : desc;
  // Ties in Danish name order, capitals first, then by id, so a page never repeats or skips a company.
  const order = [
    direction(sortColumn[query.sort]),
    asc(danishSortKey(companies.name)),
    asc(sql`${companies.name} collate "C"`),
    asc(companies.id),
  ];
  const where = searchCondition(query.search);
  const ownerJoin = and(
    eq(owner.companyId, companies.id),
    eq(owner.userId, companies.ownerUserId),
    isNull(owner.deletedAt),
  );

  // Row-level security would show the super admin no company at all: this read is across companies on purpose.
  const [rows, [count]] = await unsafeAcrossCompanies(() =>
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
          ownerName,
          ownerEmail: users.email,
          employeeCount,
          timeregCount,
          adminCount,
        })
        .from(companies)
        .leftJoin(subscriptions, eq(subscriptions.companyId, companies.id))
        .leftJoin(users, eq(users.id, companies.ownerUserId))
        .leftJoin(owner, ownerJoin)
        .leftJoin(counts, eq(counts.companyId, companies.id))
        .where(where)
        .orderBy(...order)
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      db
        .select({ total: sql<number>`count(*)`.mapWith(Number) })
        .from(companies)
        .leftJoin(users, eq(users.id, companies.ownerUserId))
        .leftJoin(owner, ownerJoin)
        .where(where),
    ]),
  );

  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      vat: row.vat,
      createdAt: row.createdAt.toISOString(),
      plan: parsePlan(row.plan),
      status: parseStatus(row.status),
      trial: row.trial ?? false,
      ownerUserId: row.ownerUserId,
      ownerName: row.ownerName,
      ownerEmail: row.ownerEmail,
      employeeCount: row.employeeCount,
      timeregCount: row.timeregCount,
      adminCount: row.adminCount,
    })),
    total: count?.total ?? 0,
  };
}

const parsePlan = (plan: string | null): Plan | null =>
  planSchema.safeParse(plan).success ? (plan as Plan) : null;
const parseStatus = (status: string | null): SubscriptionStatus | null =>
  subscriptionStatusSchema.safeParse(status).success ? (status as SubscriptionStatus) : null;
