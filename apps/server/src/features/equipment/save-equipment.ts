import type { EquipmentInput } from '@kollega/domain';
import { AppError } from '../../errors/app-error';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { Tx } from './deps';
import {
  loadAssignee,
  loadEquipmentType,
  loadEquipmentVariant,
  refusingDuplicates,
} from './equipment-record';

/** The category, variant and employee an item names, each of the caller's company (any other id is a 404). */
export async function loadEquipmentLinks(tx: Tx, ctx: AdminContext, input: EquipmentInput) {
  const type = await loadEquipmentType(tx, ctx, input.equipmentTypeId);
  const variant = await loadEquipmentVariant(tx, ctx, type.id, input.equipmentVariantId);
  const assignee = input.assignedToId ? await loadAssignee(tx, ctx, input.assignedToId) : null;
  return { type, variant, assignee };
}

/** A serial number already used in the category (issue 11) becomes a 409 with a Danish message. */
export function refusingDuplicateSerial<T>(write: () => Promise<T>): Promise<T> {
  return refusingDuplicates(
    'equipment_company_type_serial_idx',
    () =>
      new AppError('EQUIPMENT_SERIAL_IN_USE', undefined, {
        details: [{ path: 'serialNumber', message: 'Serienummeret findes allerede i denne kategori' }],
      }),
    write,
  );
}
