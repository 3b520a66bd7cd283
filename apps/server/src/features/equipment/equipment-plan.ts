import { hasEquipment } from '@kollega/domain';
import { AppError } from '../../errors/app-error';
import type { AdminContext } from '../../plugins/auth/request-context';

/** docs/rules/equipment.md#ruling-26: premium and premiumplus have equipment; a company without a subscription counts as freemium. */
export function canEditEquipment(ctx: AdminContext): boolean {
  return hasEquipment(ctx.subscription?.plan ?? 'freemium');
}

/** docs/rules/equipment.md#ruling-26: every write (and a detail page) is refused on freemium, with a Danish message. */
export function assertEquipmentPlan(ctx: AdminContext): void {
  if (!canEditEquipment(ctx)) throw new AppError('EQUIPMENT_PLAN_REQUIRED');
}
