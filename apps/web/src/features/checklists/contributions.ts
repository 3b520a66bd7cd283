import { type DashboardBlockContribution, lazyBlock } from '../../lib/contributions';

export const checklistDashboardBlocks: readonly DashboardBlockContribution[] = [
  {
    id: 'checklists',
    placement: 'grid',
    order: 30,
    component: lazyBlock(() => import('./dashboard/running-checklists'), 'RunningChecklistsBlock'),
  },
];
