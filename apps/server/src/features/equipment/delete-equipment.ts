import { and, eq } from 'drizzle-orm';
import { equipment } from '../../db/schema/index';
import { fileResource } from '../../integrations/uploads/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import { audited } from '../../services/context';
import type { EquipmentDeps } from './deps';
import { assertEquipmentPlan } from './equipment-plan';
import { equipmentAudit, equipmentFolder, loadEquipment } from './equipment-record';

/** DELETE /api/equipment/:equipmentId ('Slet'): the row (file records cascade), then its files after commit. */
export async function deleteEquipment(
  deps: EquipmentDeps,
  ctx: AdminContext,
  input: { equipmentId: string },
): Promise<void> {
  await audited(deps.db, ctx, async (tx) => {
    const row = await loadEquipment(tx, ctx, input.equipmentId, { forUpdate: true });
    assertEquipmentPlan(ctx);
    await tx.delete(equipment).where(and(eq(equipment.companyId, ctx.companyId), eq(equipment.id, row.id)));
    return {
      result: undefined,
      audit: equipmentAudit('equipment', row.id, 'equipment.delete', { serialNumber: row.serialNumber }),
    };
  });
  await fileResource(deps).removeFolder(equipmentFolder(ctx.companyId, input.equipmentId));
}
