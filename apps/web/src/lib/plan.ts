import { hasEquipment, hasReports, type Plan } from '@kollega/domain';
import { useMe } from './me';

/** docs/rules/equipment.md#ruling-26: whether the signed-in admin's company has equipment (premium or premiumplus). */
export function useHasEquipment(): boolean {
  const me = useMe();
  return hasEquipment(me.data?.company?.subscription?.plan ?? 'freemium');
}

/** The signed-in admin's company plan (freemium while it is unknown), for what a plan shows (decision 026). */
export function usePlan(): Plan {
  const me = useMe();
  return me.data?.company?.subscription?.plan ?? 'freemium';
}

/** Decision 042: whether the signed-in admin's company has Rapporter (premium or premiumplus, as Udstyr). */
export function useHasReports(): boolean {
  const me = useMe();
  return hasReports(me.data?.company?.subscription?.plan ?? 'freemium');
}
