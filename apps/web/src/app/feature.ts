import type { AnyRoute } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import type {
  Contributions,
  DashboardBlockContribution,
  EmployeeTabContribution,
} from '../lib/contributions';
import type { NavVisibility } from '../lib/paths';
import type { RouteParents } from '../lib/routing';

/** The feature areas, named the same on the server (DESIGN.md). */
export const AREAS = [
  'auth',
  'company',
  'privacy',
  'employees',
  'agreements',
  'equipment',
  'checklists',
  'dashboard',
  'billing',
  'timereg',
  'holiday',
  'sickness',
  'recruitment',
  'templates',
  'imports',
  'me',
  'reports',
  'admin',
] as const;

export type AreaName = (typeof AREAS)[number];

export type FeatureNav = {
  label: string;
  to: string;
  icon: ComponentType<{ size?: number | string; stroke?: number | string }>;
  order: number;
  visibleTo: NavVisibility;
};

/**
 * What a feature area contributes to the app. A new area adds its folder under src/features/<area>/ and one
 * entry in ./features.ts; the router, the sidebar, the employee page's tabs and the dashboard's blocks are built
 * from that list, so no feature imports another to show itself on its page. Pages, tabs and blocks load lazily
 * (`lazyRouteComponent(() => import('./some-page'), 'SomePage')`, `lazyBlock(…)`) so the initial bundle stays small.
 */
export type FeatureModule = {
  area: AreaName;
  /** The sidebar entry, usually `{ ...NAV.<key>, icon }` from src/lib/paths.ts. Omit for areas without one. */
  nav?: FeatureNav;
  /** The area's pages; `contributions` is every feature's tabs and blocks, for the page that shows them. */
  routes?: (parents: RouteParents, contributions: Contributions) => AnyRoute[];
  /** Tabs on an employee's page (hr-core §2), placed by `order`, shown as their plan allows. */
  employeeTabs?: readonly EmployeeTabContribution[];
  /** Blocks on the admin's dashboard (decision 032), placed by `placement` and `order`. */
  dashboardBlocks?: readonly DashboardBlockContribution[];
};

/** Every feature's tabs and blocks, each list in its order. */
export function collectContributions(features: readonly FeatureModule[]): Contributions {
  const byOrder = <T extends { order: number }>(items: T[]) => items.sort((a, b) => a.order - b.order);
  return {
    employeeTabs: byOrder(features.flatMap((feature) => feature.employeeTabs ?? [])),
    dashboardBlocks: byOrder(features.flatMap((feature) => feature.dashboardBlocks ?? [])),
  };
}
