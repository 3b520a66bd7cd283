import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../../db/audit';
import { equipmentFiles } from '../../../db/schema/index';
import { fileAuditDetails, fileResource } from '../../../integrations/uploads/index';
import type { AdminContext } from '../../../plugins/auth/request-context';
import type { EquipmentDeps } from '../deps';
import { assertEquipmentPlan } from '../equipment-plan';
import { equipmentAudit } from '../equipment-record';
import { loadEquipmentFile } from './equipment-file';

/** DELETE /api/equipment/:equipmentId/files/:fileId: the record and its audit row, then the file. */
export async function deleteEquipmentFile(
  deps: EquipmentDeps,
  ctx: AdminContext,
  input: { equipmentId: string; fileId: string },
): Promise<void> {
  await fileResource(deps).remove(async (tx) => {
    const { item, file } = await loadEquipmentFile(tx, ctx, input.equipmentId, input.fileId, {
      forUpdate: true,
    });
    assertEquipmentPlan(ctx);
    await tx
      .delete(equipmentFiles)
      .where(and(eq(equipmentFiles.companyId, ctx.companyId), eq(equipmentFiles.id, file.id)));
    await recordAudit(
      tx,
      ctx,
      equipmentAudit('equipment', item.id, 'equipment.file.delete', fileAuditDetails(file)),
    );
    return { value: undefined, removedKey: file.storageKey };
  });
}
