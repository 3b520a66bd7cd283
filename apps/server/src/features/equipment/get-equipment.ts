import { type EquipmentDetail, FILES_PER_OWNER_MAX } from '@kollega/domain';
import { and, asc, eq } from 'drizzle-orm';
import { equipment, equipmentFiles } from '../../db/schema/index';
import { isUuid } from '../../db/uuid';
import { notFound } from '../../errors/app-error';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { Reader } from '../../services/context';
import { equipmentHistory } from './equipment-history';
import { assertEquipmentPlan } from './equipment-plan';
import { joinedEquipment, toFile, toListItem } from './equipment-record';

/** GET /api/equipment/:equipmentId: /udstyr/{id} (premium only, docs/rules/equipment.md#ruling-26), with files and history. */
export async function getEquipment(
  deps: { db: Reader },
  ctx: AdminContext,
  input: { equipmentId: string },
): Promise<EquipmentDetail> {
  const { equipmentId } = input;
  if (!isUuid(equipmentId)) throw notFound();
  const [row] = await joinedEquipment(deps.db, ctx.companyId).where(
    and(eq(equipment.companyId, ctx.companyId), eq(equipment.id, equipmentId)),
  );
  if (!row) throw notFound();
  // After the lookup: another company's id is a 404 whatever the caller's plan.
  assertEquipmentPlan(ctx);
  const files = await deps.db
    .select()
    .from(equipmentFiles)
    .where(and(eq(equipmentFiles.companyId, ctx.companyId), eq(equipmentFiles.equipmentId, equipmentId)))
    .orderBy(asc(equipmentFiles.uploadedAt), asc(equipmentFiles.id))
    .limit(FILES_PER_OWNER_MAX);
  const history = await equipmentHistory(deps.db, ctx.companyId, equipmentId);
  return {
    ...toListItem(row),
    notes: row.item.notes,
    files: files.map(toFile),
    ...history,
    createdAt: row.item.createdAt.toISOString(),
  };
}
