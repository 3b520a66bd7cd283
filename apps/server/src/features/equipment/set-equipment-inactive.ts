import type { EquipmentDetail } from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import { equipment } from '../../db/schema/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { EquipmentDeps } from './deps';
import { assertEquipmentPlan } from './equipment-plan';
import { equipmentAudit, loadEquipment } from './equipment-record';
import { getEquipment } from './get-equipment';

/** PUT /api/equipment/:equipmentId/inactive: 'Marker som inaktiv' / 'Marker som aktiv' (hr-core §4). */
export async function setEquipmentInactive(
  deps: EquipmentDeps,
  ctx: AdminContext,
  equipmentId: string,
  inactive: boolean,
): Promise<EquipmentDetail> {
  await deps.db.transaction(async (tx) => {
    const row = await loadEquipment(tx, ctx, equipmentId, { forUpdate: true });
    assertEquipmentPlan(ctx);
    await tx
      .update(equipment)
      .set({ inactive, updatedAt: new Date() })
      .where(and(eq(equipment.companyId, ctx.companyId), eq(equipment.id, row.id)));
    await recordAudit(
      tx,
      ctx,
      equipmentAudit('equipment', row.id, inactive ? 'equipment.inactive' : 'equipment.active'),
    );
  });
  return getEquipment(deps, ctx, equipmentId);
}
