import { hasEquipment } from '@kollega/domain';
import { lazyRouteComponent } from '@tanstack/react-router';
import type { EmployeeTabContribution } from '../../lib/contributions';

/** The employee page's Udstyr tab (hr-core §2), on premium and premiumplus only (docs/rules/equipment.md#ruling-26). */
export const equipmentEmployeeTabs: readonly EmployeeTabContribution[] = [
  {
    tab: 'udstyr',
    label: 'Udstyr',
    order: 40,
    shownOn: hasEquipment,
    component: lazyRouteComponent(() => import('./employee-tab/equipment-route'), 'EquipmentRoute'),
  },
];
