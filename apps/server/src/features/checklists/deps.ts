import type { Db } from '../../db/database';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The equipment an employee must hand back when they leave (decision 024): one task per item in the group
 * 'Returnér udstyr' of a new offboarding. The equipment feature supplies the real source at merge; until then
 * nothing is returned and no group is made.
 */
export type EquipmentToReturn = (
  tx: Tx,
  companyId: string,
  employeeId: string,
) => Promise<{ id: string; label: string }[]>;

export const noEquipmentToReturn: EquipmentToReturn = async () => [];

/** What the checklist actions need besides the caller: handed in by the routes, never reached for. */
export interface ChecklistDeps {
  db: Db;
  equipmentToReturn: EquipmentToReturn;
}
