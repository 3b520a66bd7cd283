import { type EquipmentReceipt, receiptItemDescription } from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import { employees, equipmentReceipts } from '../../../../db/schema/index';
import { AppError } from '../../../../errors/app-error';
import type { AdminContext } from '../../../../plugins/auth/request-context';
import { audited, type Tx } from '../../../../services/context';
import { produceNotifications } from '../../../notifications/public';
import type { MeDeps } from '../../deps';
import { adminReceiptPdfUrl, openReceiptOf, type ReceiptRow, toReceipt } from '../receipt-record';
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
    await announceReceiptRequested(tx, ctx, row);
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

/**
 * Tells the holder (issue 26's notifications, kind 'equipment-receipt-requested') inside the request's
 * transaction; not when admins ask themselves. The link opens 'Mig': /mig in the admin app, the employee app at
 * its start (its 'Mig' tab is one tap away) for everyone else.
 */
async function announceReceiptRequested(tx: Tx, ctx: AdminContext, receipt: ReceiptRow): Promise<void> {
  if (receipt.employeeId === ctx.employeeId) return;
  const [holder] = await tx
    .select({ role: employees.role })
    .from(employees)
    .where(and(eq(employees.companyId, ctx.companyId), eq(employees.id, receipt.employeeId)));
  await produceNotifications(
    tx,
    [
      {
        companyId: ctx.companyId,
        employeeId: receipt.employeeId,
        kind: 'equipment-receipt-requested',
        params: { item: receipt.itemDescription, serialNumber: receipt.serialNumber },
        link: holder?.role === 'admin' ? '/mig' : '/',
        dedupeKey: `equipment-receipt-requested:${receipt.id}`,
      },
    ],
    new Date(),
  );
}
