import { type DashboardBlockContribution, lazyBlock } from '../../lib/contributions';

export const timeregDashboardBlocks: readonly DashboardBlockContribution[] = [
  {
    id: 'timereg',
    placement: 'lead',
    order: 30,
    component: lazyBlock(() => import('./dashboard/timereg-block'), 'TimeregDashboardBlock'),
  },
];
