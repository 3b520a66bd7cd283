import { type EquipmentReceipt, receiptItemDescription } from '@kollega/domain';
import { equipmentReceipts } from '../../../../db/schema/index';
import { AppError } from '../../../../errors/app-error';
import type { AdminContext } from '../../../../plugins/auth/request-context';
import { audited } from '../../../../services/context';
import type { MeDeps } from '../../deps';
import { adminReceiptPdfUrl, openReceiptOf, toReceipt } from '../receipt-record';
import { loadReceiptItem } from './load-item';

/**
 * POST /api/equipment/:equipmentId/receipts: 'Kvittering for udlevering'. The admin asks the item's current
 * holder to acknowledge receiving it; the row keeps what the item was at that moment (category, variant, serial
 * number), so a later edit of the item does not change what was signed. One open receipt per hand-over.
 */
export async function requestReceipt(
  deps: Pick<MeDeps, 'db'>,
  ctx: AdminContext,
  input: { equipmentId: string },
): Promise<EquipmentReceipt> {
  return audited(deps.db, ctx, async (tx) => {
    const item = await loadReceiptItem(tx, ctx, input.equipmentId, { forUpdate: true });
    if (!item.assignedTo) throw new AppError('EQUIPMENT_NOT_ASSIGNED');
    const [open] = await tx
      .select({ id: equipmentReceipts.id })
      .from(equipmentReceipts)
      .where(openReceiptOf(ctx.companyId, item.id, item.assignedTo.id))
      .limit(1);
    if (open) throw new AppError('RECEIPT_ALREADY_REQUESTED');
    const [row] = await tx
      .insert(equipmentReceipts)
      .values({
        companyId: ctx.companyId,
        equipmentId: item.id,
        employeeId: item.assignedTo.id,
        itemDescription: receiptItemDescription({ typeName: item.type.name, variantName: item.variant.name }),
        serialNumber: item.serialNumber,
        requestedAt: new Date(),
        requestedBy: ctx.userId,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return {
      result: toReceipt(row, item.assignedTo.name, adminReceiptPdfUrl(row)),
      audit: {
        action: 'equipment.receipt.request',
        entityType: 'equipment',
        entityId: item.id,
        details: { receiptId: row.id, employeeId: row.employeeId, item: row.itemDescription },
      },
    };
  });
}
