import type { HolidayRequestDto, holidayRequestListQuerySchema } from '@kollega/domain';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { employees, holidayRequests } from '../../db/schema/index';
import { isUuid } from '../../db/uuid';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { HolidayDeps } from './deps';
import { toRequestDto } from './holiday-record';

type ListQuery = z.output<typeof holidayRequestListQuerySchema>;

/** GET /api/holiday/requests: the company's requests, pending first by first day, then the newest decided. */
export async function listRequests(
  deps: HolidayDeps,
  ctx: AdminContext,
  query: ListQuery,
): Promise<{ items: HolidayRequestDto[]; total: number }> {
  if (query.employeeId !== undefined && !isUuid(query.employeeId)) return { items: [], total: 0 };
  const filters: SQL[] = [eq(holidayRequests.companyId, ctx.companyId)];
  if (query.status) filters.push(eq(holidayRequests.status, query.status));
  if (query.employeeId) filters.push(eq(holidayRequests.employeeId, query.employeeId));
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({ request: holidayRequests, employee: employees })
      .from(holidayRequests)
      .innerJoin(
        employees,
        and(eq(employees.companyId, ctx.companyId), eq(employees.id, holidayRequests.employeeId)),
      )
      .where(and(...filters))
      .orderBy(
        query.status === 'pending' ? holidayRequests.fromDate : desc(holidayRequests.createdAt),
        holidayRequests.id,
      )
      .limit(query.limit)
      .offset(query.offset),
    deps.db
      .select({ n: count() })
      .from(holidayRequests)
      .where(and(...filters)),
  ]);
  return {
    items: rows.map(({ request, employee }) => toRequestDto(request, employee)),
    total: total?.n ?? 0,
  };
}
