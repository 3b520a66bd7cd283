import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import { equipment } from '../../db/schema/index';
import { fileResource } from '../../integrations/uploads/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { EquipmentDeps } from './deps';
import { assertEquipmentPlan } from './equipment-plan';
import { equipmentAudit, equipmentFolder, loadEquipment } from './equipment-record';

/** DELETE /api/equipment/:equipmentId ('Slet'): the row (file records cascade), then its files after commit. */
export async function deleteEquipment(
  deps: EquipmentDeps,
  ctx: AdminContext,
  equipmentId: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await loadEquipment(tx, ctx, equipmentId, { forUpdate: true });
    assertEquipmentPlan(ctx);
    await tx.delete(equipment).where(and(eq(equipment.companyId, ctx.companyId), eq(equipment.id, row.id)));
    await recordAudit(
      tx,
      ctx,
      equipmentAudit('equipment', row.id, 'equipment.delete', { serialNumber: row.serialNumber }),
    );
  });
  await fileResource(deps).removeFolder(equipmentFolder(ctx.companyId, equipmentId));
}
