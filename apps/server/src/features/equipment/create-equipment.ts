import type { EquipmentDetail, EquipmentInput } from '@kollega/domain';
import { recordAudit } from '../../db/audit';
import { equipment } from '../../db/schema/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import { withTransaction } from '../../services/context';
import type { EquipmentDeps } from './deps';
import { assertEquipmentPlan } from './equipment-plan';
import { equipmentAudit } from './equipment-record';
import { getEquipment } from './get-equipment';
import { loadEquipmentLinks, refusingDuplicateSerial } from './save-equipment';

/** POST /api/equipment: the creation modal's last step (hr-core §2). */
export async function createEquipment(
  deps: EquipmentDeps,
  ctx: AdminContext,
  input: EquipmentInput,
): Promise<EquipmentDetail> {
  const id = await refusingDuplicateSerial(() =>
    withTransaction(deps.db, async (tx) => {
      const { type, variant, assignee } = await loadEquipmentLinks(tx, ctx, input);
      assertEquipmentPlan(ctx);
      const [row] = await tx
        .insert(equipment)
        .values({
          companyId: ctx.companyId,
          equipmentTypeId: type.id,
          equipmentVariantId: variant.id,
          assignedToId: assignee?.id ?? null,
          serialNumber: input.serialNumber,
          startDate: input.startDate,
          endDate: input.endDate,
          notes: input.notes,
          createdBy: ctx.userId,
        })
        .returning({ id: equipment.id });
      if (!row) throw new Error('insert into equipment returned no row');
      await recordAudit(
        tx,
        ctx,
        equipmentAudit('equipment', row.id, 'equipment.create', {
          type: type.name,
          variant: variant.name,
          // Issue 24: the assignment starts on the item's Startdato when it has one, not on the day it was made.
          assignedTo: assignee
            ? { id: assignee.id, name: assignee.name, ...(input.startDate ? { from: input.startDate } : {}) }
            : null,
        }),
      );
      return row.id;
    }),
  );
  return getEquipment(deps, ctx, { equipmentId: id });
}
