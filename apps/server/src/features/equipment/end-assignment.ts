import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import { employees, equipment } from '../../db/schema/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { Tx } from '../../services/context';
import { closeOpenReceipts } from '../me/public';
import { assignedToChange } from './equipment-history';
import { canEditEquipment } from './equipment-plan';
import { employeeName, equipmentAudit } from './equipment-record';

/** What happened to the assignment: ended now, or left as it was (and why). */
export type EndAssignmentOutcome = 'ended' | 'not-assigned-to-employee' | 'plan-without-equipment';

/**
 * Ends one item's assignment to one employee, inside the caller's transaction: the offboarding's 'Aflevér <item>'
 * task when it is checked (decision 048), or the admin's 'Afleveret' on a hand-over receipt (decision 041), which
 * closes the item's open receipt too. Exported through public.ts. The item is locked first; if it has since
 * gone to someone else or back to nobody, nothing changes (the later assignment wins). On a plan without equipment
 * the item is left as it is too, since every equipment write is refused there (docs/rules/equipment.md#ruling-26). The audit row is
 * the one 'Tildelt: Niels Madsen → Ikke tildelt' of an ordinary edit (with the holder's id), so the item's history shows it, plus the
 * checklist or receipt it came from.
 */
export async function endEquipmentAssignment(
  tx: Tx,
  ctx: AdminContext,
  input: { equipmentId: string; employeeId: string; checklistId?: string; receiptId?: string },
): Promise<EndAssignmentOutcome> {
  if (!canEditEquipment(ctx)) return 'plan-without-equipment';
  const [row] = await tx
    .select({ id: equipment.id, assignedToId: equipment.assignedToId })
    .from(equipment)
    .where(and(eq(equipment.companyId, ctx.companyId), eq(equipment.id, input.equipmentId)))
    .for('update');
  if (!row || row.assignedToId !== input.employeeId) return 'not-assigned-to-employee';
  const [holder] = await tx
    .select({ firstName: employees.firstName, lastName: employees.lastName })
    .from(employees)
    .where(and(eq(employees.companyId, ctx.companyId), eq(employees.id, input.employeeId)));
  await tx
    .update(equipment)
    .set({ assignedToId: null, updatedAt: new Date() })
    .where(and(eq(equipment.companyId, ctx.companyId), eq(equipment.id, row.id)));
  await recordAudit(
    tx,
    ctx,
    equipmentAudit('equipment', row.id, 'equipment.update', {
      changes: [assignedToChange(holder ? { id: input.employeeId, name: employeeName(holder) } : null, null)],
      assignedTo: null,
      ...(input.checklistId ? { endedByChecklist: input.checklistId } : {}),
      ...(input.receiptId ? { endedByReceipt: input.receiptId } : {}),
    }),
  );
  await closeOpenReceipts(tx, ctx, { equipmentId: row.id, employeeId: input.employeeId });
  return 'ended';
}
