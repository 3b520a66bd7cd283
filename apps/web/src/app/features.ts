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
  IconUserSearch,
  IconUsers,
} from '@tabler/icons-react';
import { adminRoutes } from '../features/admin/routes';
import { agreementRoutes } from '../features/agreements/routes';
import { authRoutes } from '../features/auth/routes';
import { billingRoutes } from '../features/billing/routes';
import { checklistRoutes } from '../features/checklists/routes';
import { companyRoutes } from '../features/company/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { employeeRoutes } from '../features/employees/routes';
import { equipmentRoutes } from '../features/equipment/routes';
import { holidayRoutes } from '../features/holiday/routes';
import { importRoutes } from '../features/imports/routes';
import { recruitmentRoutes } from '../features/recruitment/routes';
import { reportRoutes } from '../features/reports/routes';
import { templateRoutes } from '../features/templates/routes';
import { timeregRoutes } from '../features/timereg/routes';
import { NAV } from '../lib/paths';
import type { FeatureModule } from './feature';

/**
 * The registered feature areas. An area that is not built is simply absent: no route, no sidebar item.
 * Add one entry per area, e.g. `{ area: 'employees', nav: { ...NAV.employees, icon: IconUsers }, routes: employeeRoutes }`.
 */
export const features: readonly FeatureModule[] = [
  { area: 'auth', routes: authRoutes },
  { area: 'dashboard', nav: { ...NAV.dashboard, icon: IconLayoutDashboard }, routes: dashboardRoutes },
  { area: 'employees', nav: { ...NAV.employees, icon: IconUsers }, routes: employeeRoutes },
  { area: 'imports', routes: importRoutes },
  { area: 'timereg', nav: { ...NAV.timereg, icon: IconClockHour4 }, routes: timeregRoutes },
  { area: 'holiday', nav: { ...NAV.absence, icon: IconBeach }, routes: holidayRoutes },
  { area: 'agreements', nav: { ...NAV.agreements, icon: IconCalendarEvent }, routes: agreementRoutes },
  { area: 'checklists', nav: { ...NAV.checklists, icon: IconChecklist }, routes: checklistRoutes },
  { area: 'equipment', nav: { ...NAV.equipment, icon: IconDeviceLaptop }, routes: equipmentRoutes },
  { area: 'reports', nav: { ...NAV.reports, icon: IconChartBar }, routes: reportRoutes },
  { area: 'recruitment', nav: { ...NAV.recruitment, icon: IconUserSearch }, routes: recruitmentRoutes },
  { area: 'templates', nav: { ...NAV.templates, icon: IconFileText }, routes: templateRoutes },
  { area: 'company', routes: companyRoutes },
  { area: 'billing', routes: billingRoutes },
  { area: 'admin', nav: { ...NAV.admin, icon: IconShieldCog }, routes: adminRoutes },
];
