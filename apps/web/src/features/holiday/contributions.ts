import { lazyRouteComponent } from '@tanstack/react-router';
import {
  type DashboardBlockContribution,
  type EmployeeTabContribution,
  lazyBlock,
} from '../../lib/contributions';

/** The employee page's Ferie tab (decision 026). */
export const holidayEmployeeTabs: readonly EmployeeTabContribution[] = [
  {
    tab: 'ferie',
    label: 'Ferie',
    order: 50,
    component: lazyRouteComponent(() => import('./employee-tab/holiday-route'), 'HolidayRoute'),
  },
];

export const holidayDashboardBlocks: readonly DashboardBlockContribution[] = [
  {
    id: 'holiday',
    placement: 'grid',
    order: 40,
    component: lazyBlock(() => import('./dashboard/holiday-card'), 'HolidayBlock'),
  },
  {
    id: 'absence-today',
    placement: 'grid',
    order: 50,
    component: lazyBlock(() => import('./dashboard/absence-today'), 'AbsenceTodayBlock'),
  },
];
