import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { paths } from '../../lib/paths';
import type { RouteParents } from '../../lib/routing';

/** /skabeloner ('Skabeloner', hr-core §2 contracts page, docs/rules/platform.md#ruling-23). */
export function templateRoutes(parents: RouteParents): AnyRoute[] {
  return [
    createRoute({
      getParentRoute: () => parents.shell,
      path: paths.templates,
      component: lazyRouteComponent(() => import('./templates-page'), 'TemplatesPage'),
    }),
  ];
}
