import { and, eq, sql } from 'drizzle-orm';
import { equipment, equipmentTypes, equipmentVariants } from '../../db/schema/index';
import type { Reader } from '../../services/context';

/**
 * The equipment order (hr-core §7: end date descending), those without an end date last, then the newest: written
 * exactly as the indexes `equipment_company_end_idx` and `equipment_company_assigned_end_idx` are, so a page is an
 * index scan.
 */
export const EQUIPMENT_ORDER = [
  sql`${equipment.endDate} desc nulls last`,
  sql`${equipment.createdAt} desc nulls last`,
  sql`${equipment.id} desc nulls last`,
];

/** One item assigned to an employee, as another feature (offboarding) needs it. */
export interface AssignedEquipment {
  id: string;
  typeName: string;
  icon: string;
  variantName: string;
  serialNumber: string;
  startDate: string | null;
  endDate: string | null;
  inactive: boolean;
}

/**
 * The equipment items assigned to one employee of a company, ordered by end date descending (hr-core §7), the
 * ones without an end date last. Exported by public.ts, so that offboarding can list what is to be returned
 * without reaching into the equipment feature's files. Runs on a transaction or the database; the company filter is explicit.
 */
export async function listEquipmentAssignedTo(
  db: Reader,
  companyId: string,
  employeeId: string,
): Promise<AssignedEquipment[]> {
  return db
    .select({
      id: equipment.id,
      typeName: equipmentTypes.name,
      icon: equipmentTypes.icon,
      variantName: equipmentVariants.name,
      serialNumber: equipment.serialNumber,
      startDate: equipment.startDate,
      endDate: equipment.endDate,
      inactive: equipment.inactive,
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
    .where(and(eq(equipment.companyId, companyId), eq(equipment.assignedToId, employeeId)))
    .orderBy(...EQUIPMENT_ORDER)
    .limit(1_000);
}
