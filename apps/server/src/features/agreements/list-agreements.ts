import type { AgreementListFilters, AgreementListResponse } from '@kollega/domain';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { agreements, employees } from '../../db/schema/index';
import { isUuid } from '../../db/uuid';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { Reader } from '../../services/context';
import { toListItem, toPerson } from './agreement-record';

/**
 * GET /api/agreements (hr-core §2 /aftaler, and the employee's Aftaler tab with `regardingId`): one tab or both,
 * filtered, one bounded page, and the tabs' counts under the same filters. Åben runs by date ascending,
 * Afsluttet descending; both together put the open ones first.
 */
export async function listAgreements(
  deps: { db: Reader },
  ctx: AdminContext,
  input: AgreementListFilters,
): Promise<AgreementListResponse> {
  const { db } = deps;
  if (input.regardingId !== undefined && !isUuid(input.regardingId)) {
    return { items: [], total: 0, counts: { open: 0, closed: 0 } };
  }
  const filters: SQL[] = [eq(agreements.companyId, ctx.companyId)];
  if (input.regardingId) filters.push(eq(agreements.regardingId, input.regardingId));
  if (input.agreementType) filters.push(eq(agreements.agreementType, input.agreementType));

  const countRows = await db
    .select({ isClosed: agreements.isClosed, count: sql<number>`count(*)::int` })
    .from(agreements)
    .where(and(...filters))
    .groupBy(agreements.isClosed);
  const counts = {
    open: countRows.find((row) => !row.isClosed)?.count ?? 0,
    closed: countRows.find((row) => row.isClosed)?.count ?? 0,
  };

  const tab = input.status ? [eq(agreements.isClosed, input.status === 'closed')] : [];
  const order: SQL[] =
    input.status === 'open'
      ? [asc(agreements.startsAt), asc(agreements.id)]
      : input.status === 'closed'
        ? [desc(agreements.startsAt), desc(agreements.id)]
        : [
            asc(agreements.isClosed),
            sql`case when ${agreements.isClosed} then null else ${agreements.startsAt} end asc`,
            desc(agreements.startsAt),
            asc(agreements.id),
          ];
  const rows = await agreementPage(db, ctx.companyId, and(...filters, ...tab), order, input);

  const total = input.status ? counts[input.status] : counts.open + counts.closed;
  return {
    items: rows.map(({ agreement, employee }) =>
      toListItem(agreement, toPerson(agreement.regardingName, employee)),
    ),
    total,
    counts,
  };
}

/**
 * One page of agreements with their employee: only the columns a list row shows (the meeting's record and notes
 * stay behind), in the order of `agreements_company_closed_starts_idx` for a tab, so the page is read off the
 * index without sorting the tab (decision 054).
 */
export function agreementPage(
  db: Reader,
  companyId: string,
  where: SQL | undefined,
  order: SQL[],
  page: { limit: number; offset: number },
) {
  return db
    .select({
      agreement: {
        id: agreements.id,
        title: agreements.title,
        agreementType: agreements.agreementType,
        startsAt: agreements.startsAt,
        isClosed: agreements.isClosed,
        regardingName: agreements.regardingName,
      },
      employee: {
        id: employees.id,
        firstName: employees.firstName,
        lastName: employees.lastName,
        profilePhotoKey: employees.profilePhotoKey,
        deletedAt: employees.deletedAt,
      },
    })
    .from(agreements)
    .leftJoin(employees, and(eq(employees.companyId, companyId), eq(employees.id, agreements.regardingId)))
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
}
