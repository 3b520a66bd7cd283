import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { paths } from '../../lib/paths';
import type { RouteParents } from '../../lib/routing';

/**
 * /company in the user menu: the company's data and billing details (hr-core §2); and /complete-signup, the
 * account setup that creates the company (hr-core §5), which the gate also shows as a screen (./screens.ts).
 */
export function companyRoutes(parents: RouteParents): AnyRoute[] {
  return [
    createRoute({
      getParentRoute: () => parents.shell,
      path: paths.company,
      component: lazyRouteComponent(() => import('./company-page'), 'CompanyPage'),
    }),
    // 'Aktivitetslog' (issue 25): the company's audit rows, for its owner and admins.
    createRoute({
      getParentRoute: () => parents.shell,
      path: paths.activityLog,
      component: lazyRouteComponent(() => import('./activity-log/activity-log-page'), 'ActivityLogPage'),
    }),
    createRoute({
      getParentRoute: () => parents.public,
      path: paths.completeSignup,
      component: lazyRouteComponent(
        () => import('./complete-signup/complete-signup-page'),
        'CompleteSignupPage',
      ),
    }),
  ];
}
