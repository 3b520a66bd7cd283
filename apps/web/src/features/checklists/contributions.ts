import { type DashboardBlockContribution, lazyBlock } from '../../lib/contributions';

export const checklistDashboardBlocks: readonly DashboardBlockContribution[] = [
  {
    id: 'my-tasks',
    placement: 'grid',
    order: 25,
    component: lazyBlock(() => import('./my-tasks/my-tasks-block'), 'MyTasksBlock'),
  },
  {
    id: 'checklists',
    placement: 'grid',
    order: 30,
    component: lazyBlock(() => import('./dashboard/running-checklists'), 'RunningChecklistsBlock'),
  },
];
