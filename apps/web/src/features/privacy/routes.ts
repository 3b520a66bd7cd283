import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { paths } from '../../lib/paths';
import type { RouteParents } from '../../lib/routing';

/** /privatliv: the public page that says what the Databehandleraftale says (issue 33, decision 051). */
export function privacyRoutes(parents: RouteParents): AnyRoute[] {
  return [
    createRoute({
      getParentRoute: () => parents.public,
      path: paths.privacy,
      component: lazyRouteComponent(() => import('./policy/privacy-page'), 'PrivacyPage'),
    }),
  ];
}
