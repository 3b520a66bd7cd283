import type { EquipmentFile } from '@kollega/domain';
import { recordAudit } from '../../../db/audit';
import { equipmentFiles } from '../../../db/schema/index';
import {
  acceptedDocument,
  assertRoomForFile,
  type DocumentUpload,
  fileAuditDetails,
  fileResource,
  storedDocumentColumns,
} from '../../../integrations/uploads/index';
import type { AdminContext } from '../../../plugins/auth/request-context';
import type { EquipmentDeps } from '../deps';
import { assertEquipmentPlan } from '../equipment-plan';
import { equipmentAudit, equipmentFolder, loadEquipment, toFile } from '../equipment-record';

const FILES = { companyId: equipmentFiles.companyId, ownerId: equipmentFiles.equipmentId };

/**
 * POST /api/equipment/:equipmentId/files: a receipt or photo, with the same limits and content checks as an
 * employee's documents, at most FILES_PER_OWNER_MAX per item. The file is written before the transaction and removed again if it fails.
 */
export async function uploadEquipmentFile(
  deps: EquipmentDeps,
  ctx: AdminContext,
  input: { equipmentId: string; upload: DocumentUpload },
): Promise<EquipmentFile> {
  const { equipmentId, upload } = input;
  // Checked before anything is written: an unknown item or a freemium company leaves no stray file.
  await loadEquipment(deps.db, ctx, equipmentId);
  assertEquipmentPlan(ctx);
  const accepted = acceptedDocument(upload);
  await assertRoomForFile(deps.db, FILES, ctx.companyId, equipmentId);

  const folder = equipmentFolder(ctx.companyId, equipmentId);
  return fileResource(deps).upload({ folder, ...accepted, data: upload.data }, async (tx, key) => {
    const item = await loadEquipment(tx, ctx, equipmentId, { forUpdate: true });
    await assertRoomForFile(tx, FILES, ctx.companyId, item.id);
    const [file] = await tx
      .insert(equipmentFiles)
      .values({
        companyId: ctx.companyId,
        equipmentId: item.id,
        ...storedDocumentColumns(upload, accepted, key, ctx.userId),
      })
      .returning();
    if (!file) throw new Error('insert into equipment_files returned no row');
    await recordAudit(
      tx,
      ctx,
      equipmentAudit('equipment', item.id, 'equipment.file.upload', fileAuditDetails(file)),
    );
    return { value: toFile(file) };
  });
}
