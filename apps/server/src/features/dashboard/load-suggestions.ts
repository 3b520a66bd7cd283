import {
  equipmentStatusBounds,
  SUGGESTION_LIMIT,
  type Suggestion,
  type SuggestionEquipment,
  suggestedTasks,
} from '@kollega/domain';
import { and, eq, gt, gte, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { planOfContext } from '../../db/employee-visibility';
import { employees, equipment, equipmentTypes, equipmentVariants } from '../../db/schema/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { DashboardPeople } from './dashboard-people';
import type { Reader } from './deps';

/**
 * The equipment candidates of one kind: at most 5, in the rule's own order (the holder's start date, oldest
 * first, nobody last), so that the 5 the rule keeps are among them whatever the number of items.
 */
async function candidates(
  db: Reader,
  companyId: string,
  where: SQL | undefined,
): Promise<SuggestionEquipment[]> {
  const rows = await db
    .select({
      id: equipment.id,
      typeName: equipmentTypes.name,
      variantName: equipmentVariants.name,
      serialNumber: equipment.serialNumber,
      endDate: equipment.endDate,
      inactive: equipment.inactive,
      holderId: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      employmentStatus: employees.employmentStatus,
      startDate: employees.startDate,
    })
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
    )
    .where(and(eq(equipment.companyId, companyId), eq(equipment.inactive, false), where))
    .orderBy(sql`${employees.startDate} asc nulls last`, equipment.id)
    .limit(SUGGESTION_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    name: `${row.typeName} · ${row.variantName}`,
    serialNumber: row.serialNumber,
    endDate: row.endDate,
    inactive: row.inactive,
    assignedTo:
      row.holderId === null
        ? null
        : {
            id: row.holderId,
            name: `${row.firstName} ${row.lastName}`.trim(),
            employmentStatus: row.employmentStatus ?? 'active',
            startDate: row.startDate,
          },
  }));
}

/**
 * 'Forslag' (decisions.md 25): the domain's rule over the visible employees and, on the plans that have equipment
 * (decisions.md 26), at most 5 candidate items of each equipment kind: three bounded statements.
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
    const notInactiveHolder = or(isNull(employees.id), ne(employees.employmentStatus, 'inactive'));
    const [expiring, missingSerial, withInactive] = await Promise.all([
      candidates(
        db,
        ctx.companyId,
        and(gte(equipment.endDate, today), lte(equipment.endDate, expiringUntil), notInactiveHolder),
      ),
      candidates(
        db,
        ctx.companyId,
        and(
          eq(equipment.serialNumber, ''),
          or(isNull(equipment.endDate), gt(equipment.endDate, expiringUntil)),
          notInactiveHolder,
        ),
      ),
      candidates(db, ctx.companyId, eq(employees.employmentStatus, 'inactive')),
    ]);
    items = [...expiring, ...missingSerial, ...withInactive].filter(
      (item) => !item.assignedTo || !people.hidden.has(item.assignedTo.id),
    );
  }
  return suggestedTasks({ people: people.visible, equipment: items }, now);
}
