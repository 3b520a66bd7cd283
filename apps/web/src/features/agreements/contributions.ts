import { lazyRouteComponent } from '@tanstack/react-router';
import {
  type DashboardBlockContribution,
  type EmployeeTabContribution,
  lazyBlock,
} from '../../lib/contributions';

/** The employee page's Aftaler tab (hr-core §2). */
export const agreementEmployeeTabs: readonly EmployeeTabContribution[] = [
  {
    tab: 'aftaler',
    label: 'Aftaler',
    order: 30,
    component: lazyRouteComponent(() => import('./employee-tab/agreements-route'), 'AgreementsRoute'),
  },
];

export const agreementDashboardBlocks: readonly DashboardBlockContribution[] = [
  {
    id: 'agreements',
    placement: 'grid',
    order: 20,
    component: lazyBlock(() => import('./dashboard/upcoming-agreements'), 'UpcomingAgreementsBlock'),
  },
];
