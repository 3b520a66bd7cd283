import { lazyRouteComponent } from '@tanstack/react-router';
import {
  type DashboardBlockContribution,
  type EmployeeTabContribution,
  lazyBlock,
} from '../../lib/contributions';

/** The employee page's own tabs (hr-core §2); the other features add theirs between them. */
export const employeeTabs: readonly EmployeeTabContribution[] = [
  {
    tab: 'profil',
    label: 'Profil',
    order: 10,
    component: lazyRouteComponent(() => import('./profile/profile-tab'), 'EmployeeProfileTab'),
  },
  {
    tab: 'dokumenter',
    label: 'Dokumenter',
    order: 20,
    component: lazyRouteComponent(() => import('./detail/documents-route'), 'DocumentsRoute'),
  },
  {
    tab: 'indstillinger',
    label: 'Indstillinger',
    order: 60,
    component: lazyRouteComponent(() => import('./detail/settings-route'), 'SettingsRoute'),
  },
];

export const employeeDashboardBlocks: readonly DashboardBlockContribution[] = [
  {
    id: 'first-employee',
    placement: 'lead',
    order: 10,
    component: lazyBlock(() => import('./dashboard/first-employee-prompt'), 'FirstEmployeeBlock'),
  },
  {
    id: 'anniversaries',
    placement: 'grid',
    order: 70,
    component: lazyBlock(() => import('./dashboard/anniversaries'), 'AnniversariesBlock'),
  },
];
