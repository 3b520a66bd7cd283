import { and, eq, isNull } from 'drizzle-orm';
import { equipmentReceipts } from '../../../db/schema/index';
import type { Tx } from '../../../services/context';

/**
 * Whenever an item's assignment to an employee ends (the item's form, 'Marker som inaktiv', an offboarding's
 * 'Aflevér <item>' task, the admin's 'Afleveret'), its open 'Kvittering for udlevering' gets its return date, in
 * the same transaction. Exported through me/public.ts for the equipment feature. The receipt itself stays: a
 * given acknowledgement is evidence (decision 041).
 */
export async function closeOpenReceipts(
  tx: Tx,
  ctx: { companyId: string; userId: string },
  input: { equipmentId: string; employeeId: string },
): Promise<number> {
  const closed = await tx
    .update(equipmentReceipts)
    .set({ returnedAt: new Date(), returnedBy: ctx.userId })
    .where(
      and(
        eq(equipmentReceipts.companyId, ctx.companyId),
        eq(equipmentReceipts.equipmentId, input.equipmentId),
        eq(equipmentReceipts.employeeId, input.employeeId),
        isNull(equipmentReceipts.returnedAt),
      ),
    )
    .returning({ id: equipmentReceipts.id });
  return closed.length;
}
