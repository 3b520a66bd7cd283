import { and, eq } from 'drizzle-orm';
import { equipment } from '../../../../db/schema/index';
import { AppError, notFound } from '../../../../errors/app-error';
import type { AdminContext } from '../../../../plugins/auth/request-context';
import type { Reader } from '../../../../services/context';
import { canEditEquipment, joinedEquipment, loadEquipment, toListItem } from '../../../equipment/public';

/**
 * One item of the admin's company with its category and variant, as the receipt routes need it: 404 for a
 * missing or another company's id first, then the plan's refusal (docs/rules/equipment.md#ruling-26), as on the
 * item's own page. `forUpdate` locks the item, so a hand-over and a receipt on it run one after the other.
 */
export async function loadReceiptItem(
  db: Reader,
  ctx: AdminContext,
  equipmentId: string,
  options: { forUpdate?: boolean } = {},
) {
  await loadEquipment(db, ctx, equipmentId, options);
  const [row] = await joinedEquipment(db, ctx.companyId).where(
    and(eq(equipment.companyId, ctx.companyId), eq(equipment.id, equipmentId)),
  );
  if (!row) throw notFound();
  if (!canEditEquipment(ctx)) throw new AppError('EQUIPMENT_PLAN_REQUIRED');
  return toListItem(row);
}
