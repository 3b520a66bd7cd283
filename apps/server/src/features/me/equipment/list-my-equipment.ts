import { EQUIPMENT_RECEIPTS_MAX, type MyEquipment } from '@kollega/domain';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { equipmentReceipts } from '../../../db/schema/index';
import type { MemberContext } from '../../../plugins/auth/request-context';
import { listEquipmentAssignedTo } from '../../equipment/public';
import type { MeDeps } from '../deps';
import { loadMyself } from '../my-record';
import { myReceiptPdfUrl, toReceipt } from './receipt-record';

/**
 * GET /api/me/equipment: 'Mig' → Udstyr. What the caller holds now (category, variant, serial number, since),
 * each with its open hand-over receipt if the admin asked for one, and the receipts of what they handed back.
 */
export async function listMyEquipment(deps: Pick<MeDeps, 'db'>, ctx: MemberContext): Promise<MyEquipment> {
  const me = await loadMyself(deps.db, ctx);
  const name = `${me.firstName} ${me.lastName}`.trim();
  const mine = and(eq(equipmentReceipts.companyId, ctx.companyId), eq(equipmentReceipts.employeeId, me.id));
  const [held, open, returned] = await Promise.all([
    listEquipmentAssignedTo(deps.db, ctx.companyId, me.id),
    // One open receipt per hand-over (request-receipt.ts), so at most one per item held.
    deps.db
      .select()
      .from(equipmentReceipts)
      .where(and(mine, isNull(equipmentReceipts.returnedAt)))
      .orderBy(desc(equipmentReceipts.requestedAt))
      .limit(EQUIPMENT_RECEIPTS_MAX),
    deps.db
      .select()
      .from(equipmentReceipts)
      .where(and(mine, isNotNull(equipmentReceipts.returnedAt)))
      .orderBy(desc(equipmentReceipts.returnedAt), desc(equipmentReceipts.id))
      .limit(EQUIPMENT_RECEIPTS_MAX),
  ]);
  const openByItem = new Map<string, (typeof open)[number]>();
  for (const row of open) if (!openByItem.has(row.equipmentId)) openByItem.set(row.equipmentId, row);
  const items = held.map((item) => {
    const receipt = openByItem.get(item.id);
    return {
      id: item.id,
      typeName: item.typeName,
      typeIcon: item.icon,
      variantName: item.variantName,
      serialNumber: item.serialNumber,
      startDate: item.startDate,
      receipt: receipt ? toReceipt(receipt, name, myReceiptPdfUrl(receipt)) : null,
    };
  });
  return { items, returned: returned.map((row) => toReceipt(row, name, myReceiptPdfUrl(row))) };
}
