import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { paths } from '../../lib/paths';
import type { RouteParents } from '../../lib/routing';

/** /mig 'Mig' (issue 27): an admin's own profile and shared documents. */
export function meRoutes(parents: RouteParents): AnyRoute[] {
  return [
    createRoute({
      getParentRoute: () => parents.shell,
      path: paths.me,
      component: lazyRouteComponent(() => import('./me-page'), 'MePage'),
    }),
  ];
}
