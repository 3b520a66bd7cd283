import { type DashboardBlockContribution, lazyBlock } from '../../lib/contributions';

export const sicknessDashboardBlocks: readonly DashboardBlockContribution[] = [
  {
    id: 'sick-deadlines',
    placement: 'grid',
    order: 60,
    component: lazyBlock(() => import('./sick-deadlines-block'), 'SickDeadlinesBlock'),
  },
];
