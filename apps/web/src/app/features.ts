import {
  IconBeach,
  IconCalendarEvent,
  IconChartBar,
  IconChecklist,
  IconClockHour4,
  IconDeviceLaptop,
  IconFileText,
  IconLayoutDashboard,
  IconShieldCog,
  IconUserCircle,
  IconUserSearch,
  IconUsers,
} from '@tabler/icons-react';
import { adminRoutes } from '../features/admin/routes';
import { agreementDashboardBlocks, agreementEmployeeTabs } from '../features/agreements/contributions';
import { agreementRoutes } from '../features/agreements/routes';
import { authRoutes } from '../features/auth/routes';
import { billingDashboardBlocks } from '../features/billing/contributions';
import { billingRoutes } from '../features/billing/routes';
import { checklistDashboardBlocks } from '../features/checklists/contributions';
import { checklistRoutes } from '../features/checklists/routes';
import { companyRoutes } from '../features/company/routes';
import { dashboardBlocks } from '../features/dashboard/contributions';
import { dashboardRoutes } from '../features/dashboard/routes';
import { employeeDashboardBlocks, employeeTabs } from '../features/employees/contributions';
import { employeeRoutes } from '../features/employees/routes';
import { equipmentEmployeeTabs } from '../features/equipment/contributions';
import { equipmentRoutes } from '../features/equipment/routes';
import { holidayDashboardBlocks, holidayEmployeeTabs } from '../features/holiday/contributions';
import { holidayRoutes } from '../features/holiday/routes';
import { importRoutes } from '../features/imports/routes';
import { meRoutes } from '../features/me/routes';
import { privacyRoutes } from '../features/privacy/routes';
import { recruitmentRoutes } from '../features/recruitment/routes';
import { reportRoutes } from '../features/reports/routes';
import { sicknessDashboardBlocks } from '../features/sickness/contributions';
import { templateRoutes } from '../features/templates/routes';
import { timeregDashboardBlocks } from '../features/timereg/contributions';
import { timeregRoutes } from '../features/timereg/routes';
import { NAV } from '../lib/paths';
import type { FeatureModule } from './feature';

/**
 * The registered feature areas. An area that is not built is simply absent: no route, no sidebar item.
 * Add one entry per area, e.g. `{ area: 'employees', nav: { ...NAV.employees, icon: IconUsers }, routes: employeeRoutes }`.
 */
export const features: readonly FeatureModule[] = [
  { area: 'auth', routes: authRoutes },
  {
    area: 'dashboard',
    nav: { ...NAV.dashboard, icon: IconLayoutDashboard },
    routes: dashboardRoutes,
    dashboardBlocks,
  },
  {
    area: 'employees',
    nav: { ...NAV.employees, icon: IconUsers },
    routes: employeeRoutes,
    employeeTabs,
    dashboardBlocks: employeeDashboardBlocks,
  },
  { area: 'imports', routes: importRoutes },
  {
    area: 'timereg',
    nav: { ...NAV.timereg, icon: IconClockHour4 },
    routes: timeregRoutes,
    dashboardBlocks: timeregDashboardBlocks,
  },
  {
    area: 'holiday',
    nav: { ...NAV.absence, icon: IconBeach },
    routes: holidayRoutes,
    employeeTabs: holidayEmployeeTabs,
    dashboardBlocks: holidayDashboardBlocks,
  },
  { area: 'sickness', dashboardBlocks: sicknessDashboardBlocks },
  {
    area: 'agreements',
    nav: { ...NAV.agreements, icon: IconCalendarEvent },
    routes: agreementRoutes,
    employeeTabs: agreementEmployeeTabs,
    dashboardBlocks: agreementDashboardBlocks,
  },
  {
    area: 'checklists',
    nav: { ...NAV.checklists, icon: IconChecklist },
    routes: checklistRoutes,
    dashboardBlocks: checklistDashboardBlocks,
  },
  {
    area: 'equipment',
    nav: { ...NAV.equipment, icon: IconDeviceLaptop },
    routes: equipmentRoutes,
    employeeTabs: equipmentEmployeeTabs,
  },
  { area: 'reports', nav: { ...NAV.reports, icon: IconChartBar }, routes: reportRoutes },
  { area: 'recruitment', nav: { ...NAV.recruitment, icon: IconUserSearch }, routes: recruitmentRoutes },
  { area: 'templates', nav: { ...NAV.templates, icon: IconFileText }, routes: templateRoutes },
  { area: 'company', routes: companyRoutes },
  { area: 'privacy', routes: privacyRoutes },
  { area: 'billing', routes: billingRoutes, dashboardBlocks: billingDashboardBlocks },
  { area: 'me', nav: { ...NAV.me, icon: IconUserCircle }, routes: meRoutes },
  { area: 'admin', nav: { ...NAV.admin, icon: IconShieldCog }, routes: adminRoutes },
];
