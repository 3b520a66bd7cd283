import { eq } from 'drizzle-orm';
import { equipmentFiles } from '../../../db/schema/index';
import { fileResource } from '../../../integrations/uploads/index';
import type { AdminContext } from '../../../plugins/auth/request-context';
import type { AttachmentFile } from '../../../plugins/send-attachment';
import { loadInCompany, type Reader } from '../../../services/context';
import type { EquipmentDeps } from '../deps';
import { assertEquipmentPlan } from '../equipment-plan';
import { type EquipmentFileRow, type EquipmentRow, loadEquipment } from '../equipment-record';

/** One file of one item of the caller's company, or 404. */
export async function loadEquipmentFile(
  db: Reader,
  ctx: AdminContext,
  equipmentId: string,
  fileId: string,
  options: { forUpdate?: boolean } = {},
): Promise<{ item: EquipmentRow; file: EquipmentFileRow }> {
  const item = await loadEquipment(db, ctx, equipmentId, options);
  const file = await loadInCompany(db, equipmentFiles, ctx, fileId, {
    where: eq(equipmentFiles.equipmentId, item.id),
  });
  return { item, file };
}

/** GET /api/equipment/:equipmentId/files/:fileId: the file, with the name and type it was recorded with. */
export async function equipmentFileDownload(
  deps: EquipmentDeps,
  ctx: AdminContext,
  input: { equipmentId: string; fileId: string },
): Promise<AttachmentFile> {
  const { file } = await loadEquipmentFile(deps.db, ctx, input.equipmentId, input.fileId);
  assertEquipmentPlan(ctx);
  const stored = await fileResource(deps).readStream(file.storageKey);
  return { data: stored.stream, contentType: file.contentType, fileName: `${file.name}.${file.extension}` };
}
