import type { EquipmentDetail } from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import { employees, equipment } from '../../db/schema/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import { audited } from '../../services/context';
import { closeOpenReceipts } from '../me/public';
import type { EquipmentDeps } from './deps';
import { assertEquipmentPlan } from './equipment-plan';
import { employeeName, equipmentAudit, loadEquipment } from './equipment-record';
import { getEquipment } from './get-equipment';

/**
 * PUT /api/equipment/:equipmentId/inactive: 'Marker som inaktiv' / 'Marker som aktiv' (hr-core §4). An item taken
 * out of use is no longer with anyone: 'Marker som inaktiv' ends the holder's assignment, and the history names
 * whose (issue 24). 'Marker som aktiv' assigns it to no one.
 */
export async function setEquipmentInactive(
  deps: EquipmentDeps,
  ctx: AdminContext,
  input: { equipmentId: string; inactive: boolean },
): Promise<EquipmentDetail> {
  const { inactive } = input;
  await audited(deps.db, ctx, async (tx) => {
    const row = await loadEquipment(tx, ctx, input.equipmentId, { forUpdate: true });
    assertEquipmentPlan(ctx);
    const endsAssignment = inactive && row.assignedToId !== null;
    const [holder] = endsAssignment
      ? await tx
          .select({ firstName: employees.firstName, lastName: employees.lastName })
          .from(employees)
          .where(and(eq(employees.companyId, ctx.companyId), eq(employees.id, row.assignedToId as string)))
      : [];
    await tx
      .update(equipment)
      .set({ inactive, ...(endsAssignment ? { assignedToId: null } : {}), updatedAt: new Date() })
      .where(and(eq(equipment.companyId, ctx.companyId), eq(equipment.id, row.id)));
    if (endsAssignment && row.assignedToId) {
      await closeOpenReceipts(tx, ctx, { equipmentId: row.id, employeeId: row.assignedToId });
    }
    return {
      result: undefined,
      audit: equipmentAudit(
        'equipment',
        row.id,
        inactive ? 'equipment.inactive' : 'equipment.active',
        // The ended holder's id beside their name, so anonymising them finds the row (decision 050).
        endsAssignment
          ? {
              assignedTo: null,
              endedAssignment: holder ? employeeName(holder) : '',
              ...(holder && row.assignedToId ? { endedAssignmentId: row.assignedToId } : {}),
            }
          : {},
      ),
    };
  });
  return getEquipment(deps, ctx, input);
}
