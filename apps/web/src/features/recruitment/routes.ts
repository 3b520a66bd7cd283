import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { paths } from '../../lib/paths';
import type { RouteParents } from '../../lib/routing';

/** /rekruttering ('Rekruttering', time-registration §2). */
export function recruitmentRoutes(parents: RouteParents): AnyRoute[] {
  return [
    createRoute({
      getParentRoute: () => parents.shell,
      path: paths.recruitment,
      component: lazyRouteComponent(() => import('./recruitment-page'), 'RecruitmentPage'),
    }),
  ];
}
