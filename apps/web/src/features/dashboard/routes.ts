import type { QueryClient } from '@tanstack/react-query';
import { type AnyRoute, createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { meQueryOptions } from '../../lib/me';
import { paths } from '../../lib/paths';
import type { RouteParents } from '../../lib/routing';

/**
 * A super admin without a company of their own has no dashboard (every block reads their company): their home
 * is /admin (hr-core §6).
 */
async function superadminWithoutCompanyToAdmin({ context }: { context: unknown }) {
  const { queryClient } = context as { queryClient: QueryClient };
  const me = await queryClient.ensureQueryData(meQueryOptions);
  if (me.user?.isSuperadmin && !me.profile) throw redirect({ to: paths.admin, replace: true });
}

/** The dashboard at / for signed-in admins (hr-core §2). */
export function dashboardRoutes(parents: RouteParents): AnyRoute[] {
  return [
    createRoute({
      getParentRoute: () => parents.shell,
      path: paths.home,
      beforeLoad: superadminWithoutCompanyToAdmin,
      component: lazyRouteComponent(() => import('./dashboard-page'), 'DashboardPage'),
    }),
  ];
}
