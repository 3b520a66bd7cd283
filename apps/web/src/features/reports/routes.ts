import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { paths } from '../../lib/paths';
import type { RouteParents } from '../../lib/routing';

/** /rapporter (issue 30): the six reports as tabs (`?rapport=sygefravaer` …), premium plans. */
export function reportRoutes(parents: RouteParents): AnyRoute[] {
  return [
    createRoute({
      getParentRoute: () => parents.shell,
      path: paths.reports,
      component: lazyRouteComponent(() => import('./reports-page'), 'ReportsPage'),
    }),
  ];
}
