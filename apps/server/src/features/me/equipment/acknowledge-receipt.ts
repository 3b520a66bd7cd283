import type { EquipmentReceipt } from '@kollega/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { equipmentReceipts } from '../../../db/schema/index';
import { AppError } from '../../../errors/app-error';
import type { MemberContext } from '../../../plugins/auth/request-context';
import { audited } from '../../../services/context';
import type { MeDeps } from '../deps';
import { loadMyself } from '../my-record';
import { checkAcknowledgementPassword } from '../password-attempts';
import { loadReceipt, myReceiptPdfUrl, toReceipt } from './receipt-record';

/**
 * POST /api/me/equipment/receipts/:receiptId/acknowledge: the employee acknowledges a 'Kvittering for
 * udlevering' with their own password, exactly as a document (decision 041): the row keeps who, when and from
 * which address. Only the caller's own receipts; a returned item's receipt can no longer be acknowledged.
 */
export async function acknowledgeReceipt(
  deps: Pick<MeDeps, 'db' | 'passwords'>,
  ctx: MemberContext,
  input: { receiptId: string; password: string; ip: string },
): Promise<EquipmentReceipt> {
  const me = await loadMyself(deps.db, ctx);
  const mine = eq(equipmentReceipts.employeeId, me.id);
  await loadReceipt(deps.db, ctx, input.receiptId, { where: mine });
  await checkAcknowledgementPassword(deps, ctx, input.password);
  return audited(deps.db, ctx, async (tx) => {
    const receipt = await loadReceipt(tx, ctx, input.receiptId, { forUpdate: true, where: mine });
    if (receipt.acknowledgedAt) throw new AppError('ALREADY_ACKNOWLEDGED');
    if (receipt.returnedAt) throw new AppError('EQUIPMENT_ALREADY_RETURNED');
    const [after] = await tx
      .update(equipmentReceipts)
      .set({ acknowledgedAt: new Date(), acknowledgedBy: ctx.userId, acknowledgedIp: input.ip })
      .where(
        and(
          eq(equipmentReceipts.companyId, ctx.companyId),
          eq(equipmentReceipts.id, receipt.id),
          isNull(equipmentReceipts.acknowledgedAt),
        ),
      )
      .returning();
    if (!after) throw new AppError('ALREADY_ACKNOWLEDGED');
    return {
      result: toReceipt(after, `${me.firstName} ${me.lastName}`.trim(), myReceiptPdfUrl(after)),
      audit: {
        action: 'me.equipment_receipt.acknowledge',
        entityType: 'equipment',
        entityId: after.equipmentId,
        details: { receiptId: after.id, item: after.itemDescription, ip: input.ip },
      },
    };
  });
}
