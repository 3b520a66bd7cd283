import { EQUIPMENT_RECEIPTS_MAX, type EquipmentReceiptList } from '@kollega/domain';
import { and, desc, eq } from 'drizzle-orm';
import { equipmentReceipts } from '../../../../db/schema/index';
import type { AdminContext } from '../../../../plugins/auth/request-context';
import type { MeDeps } from '../../deps';
import { adminReceiptPdfUrl, employeeNames, toReceipt } from '../receipt-record';
import { loadReceiptItem } from './load-item';

/** GET /api/equipment/:equipmentId/receipts: every hand-over receipt of the item, newest first (decision 041). */
export async function listReceipts(
  deps: Pick<MeDeps, 'db'>,
  ctx: AdminContext,
  input: { equipmentId: string },
): Promise<EquipmentReceiptList> {
  const item = await loadReceiptItem(deps.db, ctx, input.equipmentId);
  const rows = await deps.db
    .select()
    .from(equipmentReceipts)
    .where(and(eq(equipmentReceipts.companyId, ctx.companyId), eq(equipmentReceipts.equipmentId, item.id)))
    .orderBy(desc(equipmentReceipts.requestedAt), desc(equipmentReceipts.id))
    .limit(EQUIPMENT_RECEIPTS_MAX);
  const names = await employeeNames(
    deps.db,
    ctx,
    rows.map((row) => row.employeeId),
  );
  return {
    receipts: rows.map((row) => toReceipt(row, names.get(row.employeeId) ?? '', adminReceiptPdfUrl(row))),
  };
}
