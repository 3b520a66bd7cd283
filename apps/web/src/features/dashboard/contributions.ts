import { type DashboardBlockContribution, lazyBlock } from '../../lib/contributions';

/** The dashboard's own blocks: suggestions across the areas, and the next public holiday. */
export const dashboardBlocks: readonly DashboardBlockContribution[] = [
  {
    id: 'suggestions',
    placement: 'grid',
    order: 10,
    component: lazyBlock(() => import('./blocks/suggestions'), 'SuggestionsBlock'),
  },
  {
    id: 'public-holiday',
    placement: 'grid',
    order: 80,
    component: lazyBlock(() => import('./blocks/public-holiday'), 'PublicHolidayBlock'),
  },
];
