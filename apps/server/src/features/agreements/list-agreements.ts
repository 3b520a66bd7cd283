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

  const matching = and(...filters);
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
  // The tabs' counts ride along with the page as one more column (decision 054): one statement instead of two,
  // which on the embedded database is one round trip through it less. Only an empty page asks for them apart.
  const rows = await agreementPage(
    db,
    ctx.companyId,
    and(matching, ...tab),
    order,
    input,
    tabCounts(matching),
  );
  const counted =
    rows[0]?.counts ??
    (await db.select({ counts: tabCounts(matching) }).from(sql`(select 1) as one`))[0]?.counts;
  const counts = { open: counted?.[0] ?? 0, closed: counted?.[1] ?? 0 };

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
 * The open and closed agreements matching `where` as [open, closed], computed once for a whole statement (an
 * uncorrelated subquery: its `agreements` is its own, not the outer query's).
 */
function tabCounts(where: SQL | undefined): SQL<[number, number]> {
  return sql<
    [number, number]
  >`(select array[count(*) filter (where not ${agreements.isClosed}), count(*) filter (where ${agreements.isClosed})]::int[] from ${agreements} where ${where})`;
}

/**
 * One page of agreements with their employee: only the columns a list row shows (the meeting's record and notes
 * stay behind), in the order of `agreements_company_closed_starts_idx` for a tab, so the page is read off the
 * index without sorting the tab (decision 054). `counts`, when given, adds the tabs' counts to every row.
 */
export function agreementPage(
  db: Reader,
  companyId: string,
  where: SQL | undefined,
  order: SQL[],
  page: { limit: number; offset: number },
  counts?: SQL<[number, number]>,
) {
  return db
    .select({
      ...(counts ? { counts } : {}),
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
