import type { QueryClient } from '@tanstack/react-query';
import { type AnyRoute, createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { meQueryOptions } from '../../lib/me';
import { paths } from '../../lib/paths';
import type { RouteParents } from '../../lib/routing';

/** /admin is for super admins only; anyone else is sent to / (hr-core §6) before the page even loads. */
export function adminRoutes(parents: RouteParents): AnyRoute[] {
  return [
    createRoute({
      getParentRoute: () => parents.shell,
      path: paths.admin,
      beforeLoad: async ({ context }) => {
        const { queryClient } = context as { queryClient: QueryClient };
        const me = await queryClient.ensureQueryData(meQueryOptions);
        if (!me.user?.isSuperadmin) throw redirect({ to: paths.home, replace: true });
      },
      component: lazyRouteComponent(() => import('./admin-page'), 'AdminPage'),
    }),
  ];
}
