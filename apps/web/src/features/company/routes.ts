import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { paths } from '../../lib/paths';
import type { RouteParents } from '../../lib/routing';

/** /company in the user menu: the company's data and billing details (hr-core §2). */
export function companyRoutes(parents: RouteParents): AnyRoute[] {
  return [
    createRoute({
      getParentRoute: () => parents.shell,
      path: paths.company,
      component: lazyRouteComponent(() => import('./company-page'), 'CompanyPage'),
    }),
  ];
}
