import type { AdminCompanyEmployeeList, adminCompanyEmployeeQuerySchema } from '@kollega/domain';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { containsDanish, danishSortKey } from '../../db/danish-text';
import type { Db } from '../../db/database';
import { companies, employees } from '../../db/schema/index';
import { withCompany } from '../../db/tenant-scope';
import { isUuid } from '../../db/uuid';
import { AppError, notFound } from '../../errors/app-error';
import type { SessionContext } from '../../plugins/auth/request-context';
import { loadCompany } from './company-record';
import { isAdmin, registersTime } from './company-stats';

const fullName = sql<string>`trim(${employees.firstName} || ' ' || ${employees.lastName})`;

/**
 * GET /api/admin/companies/:companyId/employees: the company page's employee table (time-registration §2), a page
 * at a time in Danish name order, searched by name or e-mail, as the company list pages: a company may have
 * hundreds of employees. Read in the company's own scope (decision 031); two statements after the company's
 * lookup, the page and the total.
 */
export async function listCompanyEmployees(
  deps: { db: Db },
  ctx: SessionContext,
  input: { companyId: string } & z.output<typeof adminCompanyEmployeeQuerySchema>,
): Promise<AdminCompanyEmployeeList> {
  const { companyId, ...query } = input;
  if (!ctx.isSuperadmin) throw new AppError('FORBIDDEN');
  if (!isUuid(companyId)) throw notFound();
  return withCompany(companyId, async () => {
    await loadCompany(deps.db, companyId);
    const where = and(
      eq(employees.companyId, companyId),
      isNull(employees.deletedAt),
      query.search
        ? or(containsDanish(fullName, query.search), containsDanish(employees.email, query.search))
        : undefined,
    );
    const [people, [count]] = await Promise.all([
      deps.db
        .select({
          id: employees.id,
          name: fullName,
          email: employees.email,
          createdAt: employees.createdAt,
          userId: employees.userId,
          employmentStatus: employees.employmentStatus,
          registersTime: sql<boolean>`${registersTime}`,
          isAdmin: sql<boolean>`${isAdmin}`,
        })
        .from(employees)
        .innerJoin(companies, eq(companies.id, employees.companyId))
        .where(where)
        .orderBy(asc(danishSortKey(fullName)), asc(sql`${fullName} collate "C"`), asc(employees.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      deps.db
        .select({ total: sql<number>`count(*)`.mapWith(Number) })
        .from(employees)
        .where(where),
    ]);
    return {
      items: people.map((person) => ({
        id: person.id,
        name: person.name,
        email: person.email,
        createdAt: person.createdAt.toISOString(),
        registersTime: Boolean(person.registersTime),
        isAdmin: Boolean(person.isAdmin),
        hasLogin: person.userId !== null,
        inactive: person.employmentStatus === 'inactive',
      })),
      total: count?.total ?? 0,
      page: query.page,
      pageSize: query.pageSize,
    };
  });
}
