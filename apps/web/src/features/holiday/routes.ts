import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { paths } from '../../lib/paths';
import type { RouteParents } from '../../lib/routing';

/** /fravaer 'Fravær' (decision 026): requests, the absence calendar, the export. */
export function holidayRoutes(parents: RouteParents): AnyRoute[] {
  return [
    createRoute({
      getParentRoute: () => parents.shell,
      path: paths.absence,
      component: lazyRouteComponent(() => import('./absence/absence-page'), 'AbsencePage'),
    }),
  ];
}
