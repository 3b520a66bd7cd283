import { type DashboardBlockContribution, lazyBlock } from '../../lib/contributions';

export const billingDashboardBlocks: readonly DashboardBlockContribution[] = [
  {
    id: 'billing-alerts',
    placement: 'lead',
    order: 20,
    component: lazyBlock(() => import('./dashboard/billing-alerts'), 'BillingAlertsBlock'),
  },
];
