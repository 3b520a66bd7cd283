import type { QueryClient } from '@tanstack/react-query';
import { type AnyRoute, createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { meQueryOptions } from '../../lib/me';
import { paths } from '../../lib/paths';
import type { RouteParents } from '../../lib/routing';

/** Super admins only; anyone else is sent to / (hr-core §6, time-registration §2) before the page even loads. */
async function superadminOnly({ context }: { context: unknown }) {
  const { queryClient } = context as { queryClient: QueryClient };
  const me = await queryClient.ensureQueryData(meQueryOptions);
  if (!me.user?.isSuperadmin) throw redirect({ to: paths.home, replace: true });
}

/** /admin and /admin/virksomhed/{companyId}. */
export function adminRoutes(parents: RouteParents): AnyRoute[] {
  return [
    createRoute({
      getParentRoute: () => parents.shell,
      path: paths.admin,
      beforeLoad: superadminOnly,
      component: lazyRouteComponent(() => import('./admin-page'), 'AdminPage'),
    }),
    createRoute({
      getParentRoute: () => parents.shell,
      path: `${paths.admin}/virksomhed/$companyId`,
      beforeLoad: superadminOnly,
      component: lazyRouteComponent(() => import('./company/company-page'), 'CompanyPage'),
    }),
  ];
}
