import { EQUIPMENT_RECEIPTS_MAX, type MyEquipment } from '@kollega/domain';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { equipmentReceipts } from '../../../db/schema/index';
import type { MemberContext } from '../../../plugins/auth/request-context';
import { listEquipmentAssignedTo } from '../../equipment/public';
import type { MeDeps } from '../deps';
import { loadMyself } from '../my-record';
import { myReceiptPdfUrl, openReceiptOf, toReceipt } from './receipt-record';

/**
 * GET /api/me/equipment: 'Mig' → Udstyr. What the caller holds now (category, variant, serial number, since),
 * each with its open hand-over receipt if the admin asked for one, and the receipts of what they handed back.
 */
export async function listMyEquipment(deps: Pick<MeDeps, 'db'>, ctx: MemberContext): Promise<MyEquipment> {
  const me = await loadMyself(deps.db, ctx);
  const name = `${me.firstName} ${me.lastName}`.trim();
  const [held, returned] = await Promise.all([
    listEquipmentAssignedTo(deps.db, ctx.companyId, me.id),
    deps.db
      .select()
      .from(equipmentReceipts)
      .where(
        and(
          eq(equipmentReceipts.companyId, ctx.companyId),
          eq(equipmentReceipts.employeeId, me.id),
          isNotNull(equipmentReceipts.returnedAt),
        ),
      )
      .orderBy(desc(equipmentReceipts.returnedAt), desc(equipmentReceipts.id))
      .limit(EQUIPMENT_RECEIPTS_MAX),
  ]);
  const items = await Promise.all(
    held.map(async (item) => {
      const [open] = await deps.db
        .select()
        .from(equipmentReceipts)
        .where(openReceiptOf(ctx.companyId, item.id, me.id))
        .orderBy(desc(equipmentReceipts.requestedAt))
        .limit(1);
      return {
        id: item.id,
        typeName: item.typeName,
        typeIcon: item.icon,
        variantName: item.variantName,
        serialNumber: item.serialNumber,
        startDate: item.startDate,
        receipt: open ? toReceipt(open, name, myReceiptPdfUrl(open)) : null,
      };
    }),
  );
  return { items, returned: returned.map((row) => toReceipt(row, name, myReceiptPdfUrl(row))) };
}
