import type { EquipmentReceipt } from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import { equipmentReceipts } from '../../../../db/schema/index';
import { AppError } from '../../../../errors/app-error';
import type { AdminContext } from '../../../../plugins/auth/request-context';
import { audited } from '../../../../services/context';
import { endEquipmentAssignment } from '../../../equipment/public';
import type { MeDeps } from '../../deps';
import { adminReceiptPdfUrl, employeeNames, loadReceipt, toReceipt } from '../receipt-record';
import { loadReceiptItem } from './load-item';

/**
 * POST /api/equipment/:equipmentId/receipts/:receiptId/returned: 'Afleveret'. The receipt gets its return date,
 * and if the item is still with that employee its assignment ends (through the equipment feature, so the item's
 * history shows it as an ordinary 'Tildelt: … → Ikke tildelt'). The receipt and any acknowledgement stay.
 */
export async function recordReturn(
  deps: Pick<MeDeps, 'db'>,
  ctx: AdminContext,
  input: { equipmentId: string; receiptId: string },
): Promise<EquipmentReceipt> {
  return audited(deps.db, ctx, async (tx) => {
    const item = await loadReceiptItem(tx, ctx, input.equipmentId, { forUpdate: true });
    const receipt = await loadReceipt(tx, ctx, input.receiptId, {
      forUpdate: true,
      where: eq(equipmentReceipts.equipmentId, item.id),
    });
    if (receipt.returnedAt) throw new AppError('EQUIPMENT_ALREADY_RETURNED');
    const [after] = await tx
      .update(equipmentReceipts)
      .set({ returnedAt: new Date(), returnedBy: ctx.userId })
      .where(and(eq(equipmentReceipts.companyId, ctx.companyId), eq(equipmentReceipts.id, receipt.id)))
      .returning();
    if (!after) throw new AppError('EQUIPMENT_ALREADY_RETURNED');
    const ended =
      item.assignedTo?.id === receipt.employeeId
        ? await endEquipmentAssignment(tx, ctx, {
            equipmentId: item.id,
            employeeId: receipt.employeeId,
            receiptId: receipt.id,
          })
        : 'not-assigned-to-employee';
    const name = (await employeeNames(tx, ctx, [receipt.employeeId])).get(receipt.employeeId) ?? '';
    return {
      result: toReceipt(after, name, adminReceiptPdfUrl(after)),
      audit: {
        action: 'equipment.receipt.returned',
        entityType: 'equipment',
        entityId: item.id,
        details: { receiptId: receipt.id, employeeId: receipt.employeeId, assignment: ended },
      },
    };
  });
}
