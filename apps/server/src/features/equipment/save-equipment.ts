import type { EquipmentInput } from '@kollega/domain';
import { AppError } from '../../errors/app-error';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { Tx } from '../../services/context';
import { loadChosenEmployee } from '../employees/public';
import { loadEquipmentType, loadEquipmentVariant, refusingDuplicates } from './equipment-record';

/**
 * The category, variant and employee an item names, each of the caller's company (any other id is a 404). Tildelt
 * is chosen as an agreement's people are: not deleted, and not hidden by the plan (docs/rules/employees.md#ruling-4) unless the
 * item is already assigned to them (`currentAssigneeId`).
 */
export async function loadEquipmentLinks(
  tx: Tx,
  ctx: AdminContext,
  input: EquipmentInput,
  currentAssigneeId: string | null = null,
) {
  const type = await loadEquipmentType(tx, ctx, input.equipmentTypeId);
  const variant = await loadEquipmentVariant(tx, ctx, type.id, input.equipmentVariantId);
  const assignee = input.assignedToId
    ? await loadChosenEmployee(tx, ctx, input.assignedToId, currentAssigneeId)
    : null;
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
