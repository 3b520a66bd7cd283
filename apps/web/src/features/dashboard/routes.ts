import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { paths } from '../../lib/paths';
import type { RouteParents } from '../../lib/routing';

/** The dashboard at / for signed-in admins (hr-core §2). */
export function dashboardRoutes(parents: RouteParents): AnyRoute[] {
  return [
    createRoute({
      getParentRoute: () => parents.shell,
      path: paths.home,
      component: lazyRouteComponent(() => import('./dashboard-page'), 'DashboardPage'),
    }),
  ];
}
