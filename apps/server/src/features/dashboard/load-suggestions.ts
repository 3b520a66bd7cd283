import {
  equipmentStatusBounds,
  SUGGESTION_LIMIT,
  type Suggestion,
  type SuggestionEquipment,
  suggestedTasks,
} from '@kollega/domain';
import { and, eq, gt, gte, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { equipment, equipmentTypes, equipmentVariants } from '../../db/schema/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { Reader } from '../../services/context';
import { planOfContext } from '../employees/public';
import type { DashboardPeople } from './dashboard-people';

/**
 * The equipment candidates of one kind: at most 5, in the rule's own order (the holder's start date, oldest first,
 * nobody last), so that the 5 the rule keeps are among them whatever the number of items. The holders are the
 * employees already loaded, ranked here and handed in as an array: the sort is `array_position` on it, so no join
 * with `employees` (which PGlite, without statistics, would run as a nested loop over every item).
 */
async function candidates(
  db: Reader,
  companyId: string,
  rankedHolders: readonly string[],
  where: SQL | undefined,
): Promise<
  {
    id: string;
    name: string;
    serialNumber: string;
    endDate: string | null;
    inactive: boolean;
    holderId: string | null;
  }[]
> {
  const rank = sql`array_position(${sql.param(rankedHolders)}::uuid[], ${equipment.assignedToId})`;
  // The 5 items first, then their category and variant: joining before the limit would look up the names of
  // every matching item.
  const top = db
    .select({
      id: equipment.id,
      equipmentTypeId: equipment.equipmentTypeId,
      equipmentVariantId: equipment.equipmentVariantId,
      serialNumber: equipment.serialNumber,
      endDate: equipment.endDate,
      inactive: equipment.inactive,
      holderId: equipment.assignedToId,
      rank: sql<number | null>`${rank}`.as('rank'),
    })
    .from(equipment)
    .where(and(eq(equipment.companyId, companyId), eq(equipment.inactive, false), where))
    .orderBy(sql`${rank} asc nulls last`, equipment.id)
    .limit(SUGGESTION_LIMIT)
    .as('top');
  const rows = await db
    .select({
      id: top.id,
      typeName: equipmentTypes.name,
      variantName: equipmentVariants.name,
      serialNumber: top.serialNumber,
      endDate: top.endDate,
      inactive: top.inactive,
      holderId: top.holderId,
    })
    .from(top)
    .innerJoin(
      equipmentTypes,
      and(eq(equipmentTypes.companyId, companyId), eq(equipmentTypes.id, top.equipmentTypeId)),
    )
    .innerJoin(
      equipmentVariants,
      and(eq(equipmentVariants.companyId, companyId), eq(equipmentVariants.id, top.equipmentVariantId)),
    )
    .orderBy(sql`${top.rank} asc nulls last`, top.id);
  return rows.map(({ typeName, variantName, ...row }) => ({ ...row, name: `${typeName} · ${variantName}` }));
}

/**
 * 'Forslag' (docs/rules/dashboard.md#ruling-25): the domain's rule over the visible employees and, on the plans that have equipment
 * (docs/rules/equipment.md#ruling-26), at most 5 candidate items of each equipment kind: three bounded statements.
 */
export async function loadDashboardSuggestions(
  db: Reader,
  ctx: AdminContext,
  people: DashboardPeople,
  now: Date = new Date(),
): Promise<Suggestion[]> {
  let items: SuggestionEquipment[] = [];
  if (planOfContext(ctx) !== 'freemium') {
    const { expiredBefore: today, expiringUntil } = equipmentStatusBounds(now);
    // The holders by start date, oldest first, none last: the order docs/rules/dashboard.md#ruling-25 ties by.
    const ranked = [...people.visible].sort(
      (a, b) =>
        (a.startDate ?? '9999-12-31').localeCompare(b.startDate ?? '9999-12-31') || a.id.localeCompare(b.id),
    );
    const byId = new Map(ranked.map((person) => [person.id, person]));
    const ids = (list: typeof ranked) => sql.param(list.map((person) => person.id));
    const current = ranked.filter((person) => person.employmentStatus !== 'inactive');
    const gone = ranked.filter((person) => person.employmentStatus === 'inactive');
    const rankedIds = ranked.map((person) => person.id);
    // Nobody, or someone not inactive; an item of a deleted or hidden employee is nobody's task here.
    const notInactiveHolder = or(
      isNull(equipment.assignedToId),
      sql`${equipment.assignedToId} = any(${ids(current)}::uuid[])`,
    );
    const found = await Promise.all([
      candidates(
        db,
        ctx.companyId,
        rankedIds,
        and(gte(equipment.endDate, today), lte(equipment.endDate, expiringUntil), notInactiveHolder),
      ),
      candidates(
        db,
        ctx.companyId,
        rankedIds,
        and(
          eq(equipment.serialNumber, ''),
          or(isNull(equipment.endDate), gt(equipment.endDate, expiringUntil)),
          notInactiveHolder,
        ),
      ),
      gone.length === 0
        ? []
        : candidates(
            db,
            ctx.companyId,
            rankedIds,
            sql`${equipment.assignedToId} = any(${ids(gone)}::uuid[])`,
          ),
    ]);
    items = found.flat().map(({ holderId, ...item }) => {
      const holder = holderId ? byId.get(holderId) : undefined;
      return {
        ...item,
        assignedTo: holder
          ? {
              id: holder.id,
              name: holder.name,
              employmentStatus: holder.employmentStatus,
              startDate: holder.startDate,
            }
          : null,
      };
    });
  }
  return suggestedTasks({ people: people.visible, equipment: items, selfId: ctx.employeeId }, now);
}
