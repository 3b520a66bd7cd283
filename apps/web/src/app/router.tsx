import type { QueryClient } from '@tanstack/react-query';
import {
  type AnyRoute,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Navigate,
  notFound,
  type RouterHistory,
  useLocation,
} from '@tanstack/react-router';
import type { Contributions } from '../lib/contributions';
import { meQueryOptions } from '../lib/me';
import type { RouteParents } from '../lib/routing';
import { PageLoader } from '../ui/page-loader';
import { collectContributions, type FeatureModule, type FeatureNav } from './feature';
import { features as registeredFeatures } from './features';
import { Gate } from './gate';
import { loadAppWide } from './load-app-wide';
import { PublicLayout } from './public-layout';
import { RouteError } from './route-error';

export type RouterContext = {
  queryClient: QueryClient;
  /** The sidebar: every registered feature's nav entry, sorted; the shell filters it by role. */
  nav: readonly FeatureNav[];
  /** Every feature's tabs on the employee page and blocks on the dashboard, for those pages to show. */
  contributions: Contributions;
};

/** Unknown paths go to / (hr-core §2), replacing the history entry so Back does not return to them. */
function NotFound() {
  const pathname = useLocation({ select: (location) => location.pathname });
  // At / this is the moment after signing in on the landing page, before the router has loaded the shell's
  // pages (see the shell layout below); redirecting to / again would loop.
  if (pathname === '/') return <PageLoader fullPage />;
  return <Navigate to="/" replace />;
}

function parentOf(route: AnyRoute): AnyRoute | undefined {
  return (route.options as { getParentRoute?: () => AnyRoute }).getParentRoute?.();
}

export function collectNav(features: readonly FeatureModule[]): FeatureNav[] {
  return features.flatMap((feature) => (feature.nav ? [feature.nav] : [])).sort((a, b) => a.order - b.order);
}

type CreateAppRouterOptions = {
  queryClient: QueryClient;
  features?: readonly FeatureModule[];
  /** Tests pass a memory history; the app uses the browser's. */
  history?: RouterHistory;
  /**
   * The app preloads a page's code when a link is hovered or focused. Tests turn it off: a preload a test starts
   * but does not wait for is cut off when its file ends, and in a worker whose files share modules (decision 017)
   * the half-loaded page then fails the next file that imports it.
   */
  preload?: 'intent' | false;
};

export function createAppRouter({
  queryClient,
  features = registeredFeatures,
  history,
  preload = 'intent',
}: CreateAppRouterOptions) {
  // The gate decides which app the user sees (hr-core §2) before any page is shown.
  const rootRoute = createRootRouteWithContext<RouterContext>()({
    component: Gate,
    notFoundComponent: NotFound,
  });

  // Two pathless layouts: the public pages have no sidebar or topbar; the signed-in app has both.
  const publicLayout = createRoute({
    getParentRoute: () => rootRoute,
    id: 'public',
    // Every page needs all of Mantine's styles, which the landing page goes without: loaded with the page.
    loader: () => loadAppWide(),
    component: PublicLayout,
  });
  const shellLayout = createRoute({
    getParentRoute: () => rootRoute,
    id: 'shell',
    // Nobody signed in: the gate shows the landing page at / (or sends to /) instead of any shell page, so the
    // router stops here rather than download the shell and the page / matches (the dashboard). The gate has
    // the router load them once someone signs in (decision 018). If /api/me fails, the pages load as before.
    beforeLoad: async ({ context }) => {
      const me = await context.queryClient.ensureQueryData(meQueryOptions).catch(() => undefined);
      if (me && !me.user) throw notFound();
    },
    loader: () => loadAppWide(),
    component: lazyRouteComponent(() => import('./shell/shell-layout'), 'ShellLayout'),
  });

  const parents: RouteParents = { shell: shellLayout, public: publicLayout };
  const contributions = collectContributions(features);
  const publicRoutes: AnyRoute[] = [];
  const shellRoutes: AnyRoute[] = [];
  for (const feature of features) {
    for (const route of feature.routes?.(parents, contributions) ?? []) {
      const parent = parentOf(route);
      if (parent === publicLayout) publicRoutes.push(route);
      else if (parent === shellLayout) shellRoutes.push(route);
      else
        throw new Error(
          `Feature '${feature.area}' has a route whose parent is not parents.shell or parents.public`,
        );
    }
  }

  // A layout without pages would match on its own, so it is left out until a feature gives it one.
  const layouts: AnyRoute[] = [];
  if (publicRoutes.length > 0) layouts.push(publicLayout.addChildren(publicRoutes));
  if (shellRoutes.length > 0) layouts.push(shellLayout.addChildren(shellRoutes));

  return createRouter({
    routeTree: rootRoute.addChildren(layouts),
    context: { queryClient, nav: collectNav(features), contributions },
    ...(history ? { history } : {}),
    defaultPreload: preload,
    // TanStack Query caches the data; the router need not cache loader results as well.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PageLoader,
    defaultErrorComponent: RouteError,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
