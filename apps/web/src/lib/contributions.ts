import type { Dashboard, Plan } from '@kollega/domain';
import { type AsyncRouteComponent, rootRouteId, useRouteContext } from '@tanstack/react-router';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { BlockStatus } from '../ui/dashboard-block';
import type { EmployeeTab } from './paths';

/**
 * A tab on an employee's page (hr-core §2) that a feature contributes: its sub-path, its label, its place among
 * the tabs and, when the plan decides, whether the company's plan shows it. The component is the tab's route
 * component, loaded with its route (`lazyRouteComponent`).
 */
export type EmployeeTabContribution = {
  tab: EmployeeTab;
  label: string;
  order: number;
  /** Whether the plan shows the tab (decision 026: Udstyr on premium and premiumplus); every plan when omitted. */
  shownOn?: (plan: Plan) => boolean;
  component: AsyncRouteComponent<unknown>;
};

/** What every dashboard block is given: the state of the one dashboard request and its answer. */
export type DashboardBlockProps = { status: BlockStatus; data: Dashboard | undefined };

/**
 * A block on the admin's dashboard (decision 032) that a feature contributes. `lead` blocks stand above the grid
 * (prompts, alerts, the week's time registration); `grid` blocks fill it, both in `order`. The component is loaded
 * with the dashboard, not with the app (`lazyBlock`).
 */
export type DashboardBlockContribution = {
  id: string;
  placement: 'lead' | 'grid';
  order: number;
  component: ComponentType<DashboardBlockProps> | LazyExoticComponent<ComponentType<DashboardBlockProps>>;
};

/** What the registered features contribute to other features' pages; the router hands it to every page. */
export type Contributions = {
  employeeTabs: readonly EmployeeTabContribution[];
  dashboardBlocks: readonly DashboardBlockContribution[];
};

/** A block component loaded when the dashboard first shows it, so the app's first download stays small. */
export function lazyBlock<Name extends string>(
  load: () => Promise<Record<Name, ComponentType<DashboardBlockProps>>>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}

/** The employee page's tabs, every feature's, in order (the plan filter is the page's). */
export function useEmployeeTabContributions(): readonly EmployeeTabContribution[] {
  return useRouteContext({ from: rootRouteId, select: (context) => context.contributions.employeeTabs });
}

/** The dashboard's blocks, every feature's, in order. */
export function useDashboardBlockContributions(): readonly DashboardBlockContribution[] {
  return useRouteContext({ from: rootRouteId, select: (context) => context.contributions.dashboardBlocks });
}
