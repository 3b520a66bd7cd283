import type { EquipmentDetail, EquipmentInput } from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import { equipment } from '../../db/schema/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { EquipmentDeps } from './deps';
import { assertEquipmentPlan } from './equipment-plan';
import { equipmentAudit, loadEquipment } from './equipment-record';
import { getEquipment } from './get-equipment';
import { loadEquipmentLinks, refusingDuplicateSerial } from './save-equipment';

/** PUT /api/equipment/:equipmentId: every field of /udstyr/{id}. A new Tildelt starts a new assignment period. */
export async function updateEquipment(
  deps: EquipmentDeps,
  ctx: AdminContext,
  equipmentId: string,
  input: EquipmentInput,
): Promise<EquipmentDetail> {
  await refusingDuplicateSerial(() =>
    deps.db.transaction(async (tx) => {
      const row = await loadEquipment(tx, ctx, equipmentId, { forUpdate: true });
      const { type, variant, assignee } = await loadEquipmentLinks(tx, ctx, input, row.assignedToId);
      assertEquipmentPlan(ctx);
      const assignedToId = assignee?.id ?? null;
      const changes = [
        row.equipmentTypeId !== type.id && 'equipmentType',
        row.equipmentVariantId !== variant.id && 'equipmentVariant',
        row.assignedToId !== assignedToId && 'assignedTo',
        row.serialNumber !== input.serialNumber && 'serialNumber',
        row.startDate !== input.startDate && 'startDate',
        row.endDate !== input.endDate && 'endDate',
        row.notes !== input.notes && 'notes',
      ].filter((change): change is string => !!change);
      await tx
        .update(equipment)
        .set({
          equipmentTypeId: type.id,
          equipmentVariantId: variant.id,
          assignedToId,
          serialNumber: input.serialNumber,
          startDate: input.startDate,
          endDate: input.endDate,
          notes: input.notes,
          updatedAt: new Date(),
        })
        .where(and(eq(equipment.companyId, ctx.companyId), eq(equipment.id, row.id)));
      const reassigned = row.assignedToId !== assignedToId;
      await recordAudit(
        tx,
        ctx,
        equipmentAudit('equipment', row.id, 'equipment.update', {
          changes,
          ...(reassigned ? { assignedTo: assignee ? { id: assignee.id, name: assignee.name } : null } : {}),
        }),
      );
    }),
  );
  return getEquipment(deps, ctx, equipmentId);
}
