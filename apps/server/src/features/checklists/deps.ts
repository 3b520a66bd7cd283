import type { Db } from '../../db/database';
import type { Tx } from '../../services/context';
import { listEquipmentAssignedTo } from '../equipment/public';

export type { Tx };

/**
 * The equipment an employee must hand back when they leave (decision 024): one task per item in the group
 * 'Returnér udstyr' of a new offboarding. The real source is the equipment feature's public surface
 * (`features/equipment/public.ts`); tests may hand in another.
 */
export type EquipmentToReturn = (
  tx: Tx,
  companyId: string,
  employeeId: string,
) => Promise<{ id: string; label: string }[]>;

/** The items assigned to the employee and still in use (an item marked inactive is already back). */
export const assignedEquipmentToReturn: EquipmentToReturn = async (tx, companyId, employeeId) => {
  const items = await listEquipmentAssignedTo(tx, companyId, employeeId);
  return items
    .filter((item) => !item.inactive)
    .map((item) => ({
      id: item.id,
      label: [`${item.icon} ${item.typeName}`, item.variantName, item.serialNumber]
        .filter((part) => part.trim() !== '')
        .join(' · '),
    }));
};

/** What the checklist actions need besides the caller: handed in by the routes, never reached for. */
export interface ChecklistDeps {
  db: Db;
  equipmentToReturn: EquipmentToReturn;
}
