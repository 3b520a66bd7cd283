import {
  type EquipmentListFilters,
  type EquipmentListResponse,
  equipmentStatusBounds,
} from '@kollega/domain';
import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { containsDanish } from '../../db/danish-text';
import { employees, equipment, equipmentTypes, equipmentVariants } from '../../db/schema/index';
import { isUuid } from '../../db/uuid';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { Reader } from '../../services/context';
import { EQUIPMENT_ORDER } from './assigned-equipment';
import { canEditEquipment } from './equipment-plan';
import { joinedEquipment, toListItem } from './equipment-record';

/** A LIKE pattern that finds the text itself: %, _ and \ in it are escaped. */
/** hr-core §4's status as a condition on the row, with the same Danish-day bounds as `equipmentStatus`. */
function statusCondition(status: NonNullable<EquipmentListFilters['status']>, now: Date): SQL {
  const { expiredBefore, expiringUntil } = equipmentStatusBounds(now);
  const active = eq(equipment.inactive, false);
  const notDue = or(isNull(equipment.endDate), sql`${equipment.endDate} > ${expiringUntil}`) as SQL;
  switch (status) {
    case 'inactive':
      return eq(equipment.inactive, true);
    case 'expired':
      return and(active, sql`${equipment.endDate} < ${expiredBefore}`) as SQL;
    case 'expiring':
      return and(
        active,
        sql`${equipment.endDate} >= ${expiredBefore}`,
        sql`${equipment.endDate} <= ${expiringUntil}`,
      ) as SQL;
    case 'active':
      return and(active, notDue, sql`${equipment.serialNumber} <> ''`) as SQL;
    case 'missingSerial':
      return and(active, notDue, eq(equipment.serialNumber, '')) as SQL;
  }
}

/** count(*) over the same joins as a list row. */
function joinedCount(db: Reader, companyId: string) {
  return db
    .select({ count: sql<number>`count(*)::int` })
    .from(equipment)
    .innerJoin(
      equipmentTypes,
      and(eq(equipmentTypes.companyId, companyId), eq(equipmentTypes.id, equipment.equipmentTypeId)),
    )
    .innerJoin(
      equipmentVariants,
      and(eq(equipmentVariants.companyId, companyId), eq(equipmentVariants.id, equipment.equipmentVariantId)),
    )
    .leftJoin(
      employees,
      and(
        eq(employees.companyId, companyId),
        eq(employees.id, equipment.assignedToId),
        isNull(employees.deletedAt),
      ),
    );
}

/**
 * One page of the list with its category, variant and holder. Without a filter on the joined tables, the page's
 * ids are read first, from the items alone in the index's order, and then only those rows with their joins. As one
 * statement the planner misjudges a company's items as a handful (row-level security adds a second company
 * condition it cannot relate to the first) and joins and sorts every item to find one page (issue 32: 3.3 s for
 * 5,000 items, against well under a millisecond for the two reads).
 */
export async function equipmentPage(
  db: Reader,
  companyId: string,
  where: SQL | undefined,
  page: { limit: number; offset: number },
  options: { needsJoins: boolean },
) {
  if (options.needsJoins) {
    return joinedEquipment(db, companyId)
      .where(where)
      .orderBy(...EQUIPMENT_ORDER)
      .limit(page.limit)
      .offset(page.offset);
  }
  const ids = await db
    .select({ id: equipment.id })
    .from(equipment)
    .where(where)
    .orderBy(...EQUIPMENT_ORDER)
    .limit(page.limit)
    .offset(page.offset);
  if (ids.length === 0) return [];
  return joinedEquipment(db, companyId)
    .where(
      and(
        eq(equipment.companyId, companyId),
        inArray(
          equipment.id,
          ids.map((row) => row.id),
        ),
      ),
    )
    .orderBy(...EQUIPMENT_ORDER);
}

/**
 * GET /api/equipment (hr-core §2 /udstyr, tab Udstyr, and the employee's Udstyr tab with `assignedToId`): search
 * (category, variant, serial number, employee), filters Kategori, Tildelt and Status, ordered by end date
 * descending (hr-core §7), one bounded page and the total. Readable on every plan: freemium sees it dimmed.
 */
export async function listEquipment(
  deps: { db: Reader; now?: () => Date },
  ctx: AdminContext,
  input: EquipmentListFilters,
): Promise<EquipmentListResponse> {
  const { db } = deps;
  const now = deps.now?.() ?? new Date();
  const canEdit = canEditEquipment(ctx);
  const empty = { items: [], total: 0, canEdit };
  const filters: SQL[] = [eq(equipment.companyId, ctx.companyId)];
  if (input.equipmentTypeId) {
    if (!isUuid(input.equipmentTypeId)) return empty;
    filters.push(eq(equipment.equipmentTypeId, input.equipmentTypeId));
  }
  if (input.assignedToId === 'none') {
    filters.push(isNull(employees.id));
  } else if (input.assignedToId) {
    if (!isUuid(input.assignedToId)) return empty;
    filters.push(eq(equipment.assignedToId, input.assignedToId));
  }
  if (input.status) filters.push(statusCondition(input.status, now));
  if (input.search) {
    // containsDanish, not ilike: PGlite's ilike folds only ASCII, so 'øre' would miss 'Ørebøffer'.
    filters.push(
      or(
        containsDanish(equipment.serialNumber, input.search),
        containsDanish(equipmentTypes.name, input.search),
        containsDanish(equipmentVariants.name, input.search),
        containsDanish(sql`${employees.firstName} || ' ' || ${employees.lastName}`, input.search),
      ) as SQL,
    );
  }
  const where = and(...filters);
  // The joins matter to the count only when a filter reads the employee or the names; otherwise it is the
  // items alone (the categories and variants of an item are always there: the foreign keys cascade).
  const needsJoins = !!input.search || input.assignedToId === 'none';
  const rows = await equipmentPage(db, ctx.companyId, where, input, { needsJoins });
  const countQuery = needsJoins
    ? joinedCount(db, ctx.companyId).where(where)
    : db.select({ count: sql<number>`count(*)::int` }).from(equipment).where(where);
  const [counted] = await countQuery;
  return { items: rows.map((row) => toListItem(row, now)), total: counted?.count ?? 0, canEdit };
}
