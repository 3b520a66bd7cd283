import { type AnyRoute, createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { paths, TIMEREG_PAGES, timeregPath } from '../../lib/paths';
import type { RouteParents } from '../../lib/routing';

/**
 * /tidsregistrering/{tab} (time-registration §2): the layout decides promo, tabs and header buttons; the last
 * path segment picks what shows below it. Each page loads with its route, so Overblik's charts are not fetched
 * for Overskridelser.
 */
export function timeregRoutes(parents: RouteParents): AnyRoute[] {
  const layout = createRoute({
    getParentRoute: () => parents.shell,
    path: paths.timereg,
    component: lazyRouteComponent(() => import('./admin/shell/timereg-layout'), 'TimeregLayout'),
  });
  const overview = createRoute({
    getParentRoute: () => layout,
    path: '/',
    component: lazyRouteComponent(() => import('./admin/overview/overview-tab'), 'OverviewTab'),
  });
  const registrations = createRoute({
    getParentRoute: () => layout,
    path: TIMEREG_PAGES.registrations,
    component: lazyRouteComponent(() => import('./admin/shell/registrations-route'), 'RegistrationsRoute'),
  });
  const warnings = createRoute({
    getParentRoute: () => layout,
    path: TIMEREG_PAGES.warnings,
    component: lazyRouteComponent(() => import('./admin/warnings/warnings-tab'), 'WarningsTab'),
  });
  const settings = createRoute({
    getParentRoute: () => layout,
    path: TIMEREG_PAGES.settings,
    component: lazyRouteComponent(() => import('./admin/settings/settings-page'), 'TimeregSettingsPage'),
  });
  // An unknown tab shows Overblik rather than sending the admin all the way to the dashboard.
  const unknownTab = createRoute({
    getParentRoute: () => layout,
    path: '$',
    beforeLoad: () => {
      throw redirect({ to: timeregPath(), replace: true });
    },
  });
  return [layout.addChildren([overview, registrations, warnings, settings, unknownTab])];
}
