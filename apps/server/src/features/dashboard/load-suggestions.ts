import {
  equipmentStatusBounds,
  SUGGESTION_LIMIT,
  type Suggestion,
  type SuggestionEquipment,
  suggestedTasks,
} from '@kollega/domain';
import { and, eq, gt, gte, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { equipment, equipmentTypes, equipmentVariants } from '../../db/schema/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { Reader } from '../../services/context';
import { planOfContext } from '../employees/public';
import type { DashboardPeople } from './dashboard-people';

/** The equipment kinds the suggestions have, in the order their candidates are handed to the rule. */
const CANDIDATE_KINDS = ['expiring', 'missingSerial', 'withInactive'] as const;

/**
 * The equipment candidates of every kind in one statement (decision 064): at most 5 of each, in the rule's own
 * order (the holder's start date, oldest first, nobody last), so that the 5 the rule keeps are among them whatever
 * the number of items. The kinds exclude each other (their holders or end dates do), so one pass over the company's
 * items labels each with its kind and numbers it within the kind. The holders are the employees already loaded,
 * ranked here and handed in as an array: the sort is `array_position` on it, so no join with `employees` (which
 * PGlite, without statistics, would run as a nested loop over every item).
 */
async function candidates(
  db: Reader,
  companyId: string,
  rankedHolders: readonly string[],
  kinds: Record<(typeof CANDIDATE_KINDS)[number], SQL | undefined>,
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
  const kind = sql<number | null>`case ${sql.join(
    CANDIDATE_KINDS.flatMap((name, index) => {
      const where = kinds[name];
      return where ? [sql`when ${where} then ${sql.raw(String(index))}`] : [];
    }),
    sql` `,
  )} end`;
  const labelled = db
    .select({
      id: equipment.id,
      equipmentTypeId: equipment.equipmentTypeId,
      equipmentVariantId: equipment.equipmentVariantId,
      serialNumber: equipment.serialNumber,
      endDate: equipment.endDate,
      inactive: equipment.inactive,
      holderId: equipment.assignedToId,
      kind: kind.as('kind'),
      rank: sql<number | null>`${rank}`.as('rank'),
    })
    .from(equipment)
    .where(and(eq(equipment.companyId, companyId), eq(equipment.inactive, false)))
    .as('labelled');
  // The 5 items of each kind first, then their category and variant: joining before would look up the names of
  // every matching item.
  const top = db
    .select({
      id: labelled.id,
      equipmentTypeId: labelled.equipmentTypeId,
      equipmentVariantId: labelled.equipmentVariantId,
      serialNumber: labelled.serialNumber,
      endDate: labelled.endDate,
      inactive: labelled.inactive,
      holderId: labelled.holderId,
      kind: labelled.kind,
      rank: labelled.rank,
      place:
        sql<number>`row_number() over (partition by ${labelled.kind} order by ${labelled.rank} asc nulls last, ${labelled.id})`.as(
          'place',
        ),
    })
    .from(labelled)
    .where(isNotNull(labelled.kind))
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
    .where(lte(top.place, SUGGESTION_LIMIT))
    .orderBy(top.kind, top.place);
  return rows.map(({ typeName, variantName, ...row }) => ({ ...row, name: `${typeName} · ${variantName}` }));
}

/**
 * 'Forslag' (docs/rules/dashboard.md#ruling-25): the domain's rule over the visible employees and, on the plans that have equipment
 * (docs/rules/equipment.md#ruling-26), at most 5 candidate items of each equipment kind: one bounded statement.
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
    const found = await candidates(db, ctx.companyId, rankedIds, {
      expiring: and(gte(equipment.endDate, today), lte(equipment.endDate, expiringUntil), notInactiveHolder),
      missingSerial: and(
        eq(equipment.serialNumber, ''),
        or(isNull(equipment.endDate), gt(equipment.endDate, expiringUntil)),
        notInactiveHolder,
      ),
      withInactive:
        gone.length === 0 ? undefined : sql`${equipment.assignedToId} = any(${ids(gone)}::uuid[])`,
    });
    items = found.map(({ holderId, ...item }) => {
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
