import { eq } from 'drizzle-orm';
import { equipmentReceipts } from '../../../db/schema/index';
import type { AdminContext, MemberContext } from '../../../plugins/auth/request-context';
import { listEquipmentAssignedTo } from '../../equipment/public';
import type { MeDeps } from '../deps';
import { loadMyself } from '../my-record';
import { loadReceiptItem } from './admin/load-item';
import { renderEquipmentReceipt } from './receipt-pdf';
import { companyName, employeeNames, loadReceipt, type ReceiptRow } from './receipt-record';

type ReceiptFile = { data: Buffer; contentType: string; fileName: string };

async function render(deps: Pick<MeDeps, 'db'>, ctx: { companyId: string }, receipt: ReceiptRow) {
  const [names, company, held] = await Promise.all([
    employeeNames(deps.db, ctx, [receipt.employeeId]),
    companyName(deps.db, ctx),
    listEquipmentAssignedTo(deps.db, ctx.companyId, receipt.employeeId),
  ]);
  // The item's Startdato is the hand-over's date while the employee still holds it.
  const item = receipt.returnedAt ? undefined : held.find((row) => row.id === receipt.equipmentId);
  const data = await renderEquipmentReceipt({
    companyName: company,
    employeeName: names.get(receipt.employeeId) ?? '',
    receipt,
    handedOverOn: item?.startDate ?? null,
  });
  return { data, contentType: 'application/pdf', fileName: 'Kvittering for udlevering.pdf' };
}

/** GET /api/equipment/:equipmentId/receipts/:receiptId/pdf: the admin's copy of a receipt. */
export async function adminReceiptFile(
  deps: Pick<MeDeps, 'db'>,
  ctx: AdminContext,
  input: { equipmentId: string; receiptId: string },
): Promise<ReceiptFile> {
  const item = await loadReceiptItem(deps.db, ctx, input.equipmentId);
  const receipt = await loadReceipt(deps.db, ctx, input.receiptId, {
    where: eq(equipmentReceipts.equipmentId, item.id),
  });
  return render(deps, ctx, receipt);
}

/** GET /api/me/equipment/receipts/:receiptId/pdf: the employee's copy of one of their own receipts. */
export async function myReceiptFile(
  deps: Pick<MeDeps, 'db'>,
  ctx: MemberContext,
  input: { receiptId: string },
): Promise<ReceiptFile> {
  const me = await loadMyself(deps.db, ctx);
  const receipt = await loadReceipt(deps.db, ctx, input.receiptId, {
    where: eq(equipmentReceipts.employeeId, me.id),
  });
  return render(deps, ctx, receipt);
}
