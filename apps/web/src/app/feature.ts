import type { AnyRoute } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import type { NavVisibility } from '../lib/paths';
import type { RouteParents } from '../lib/routing';

/** The feature areas, named the same on the server (DESIGN.md). */
export const AREAS = [
  'auth',
  'company',
  'employees',
  'agreements',
  'equipment',
  'checklists',
  'dashboard',
  'billing',
  'timereg',
  'holiday',
  'recruitment',
  'templates',
  'imports',
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
 * entry in ./features.ts; the router and the sidebar are built from that list. Pages load lazily
 * (`lazyRouteComponent(() => import('./some-page'), 'SomePage')`) so the initial bundle stays small.
 */
export type FeatureModule = {
  area: AreaName;
  /** The sidebar entry, usually `{ ...NAV.<key>, icon }` from src/lib/paths.ts. Omit for areas without one. */
  nav?: FeatureNav;
  routes: (parents: RouteParents) => AnyRoute[];
};
