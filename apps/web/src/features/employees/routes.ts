import { type AnyRoute, createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { employeePath, LEGACY_EMPLOYEES_PATH, paths } from '../../lib/paths';
import type { RouteParents } from '../../lib/routing';

/**
 * /medarbejdere and one employee's page with its tabs as sub-paths (hr-core §2): the URL chooses the tab, so a
 * tab can be linked to and Back works. The page without a tab, and the old /employees/{id}, open Profil.
 */
export function employeeRoutes(parents: RouteParents): AnyRoute[] {
  const list = createRoute({
    getParentRoute: () => parents.shell,
    path: paths.employees,
    component: lazyRouteComponent(() => import('./list/employees-page'), 'EmployeesPage'),
  });

  const detail = createRoute({
    getParentRoute: () => parents.shell,
    path: `${paths.employees}/$employeeId`,
    component: lazyRouteComponent(() => import('./detail/employee-layout'), 'EmployeeLayout'),
  });
  const toProfile = createRoute({
    getParentRoute: () => detail,
    path: '/',
    beforeLoad: ({ params }) => {
      throw redirect({ to: employeePath(params.employeeId), replace: true });
    },
  });
  // A tab that never was: the employee's profile rather than /.
  const unknownTab = createRoute({
    getParentRoute: () => detail,
    path: '$',
    beforeLoad: ({ params }) => {
      throw redirect({ to: employeePath(params.employeeId), replace: true });
    },
  });
  // The signed-in person's own profile (hr-core §5), from the user menu.
  const ownProfile = createRoute({
    getParentRoute: () => parents.shell,
    path: paths.profile,
    component: lazyRouteComponent(() => import('./profile/profile-page'), 'ProfilePage'),
  });
  const profile = createRoute({
    getParentRoute: () => detail,
    path: 'profil',
    component: lazyRouteComponent(() => import('./profile/profile-tab'), 'EmployeeProfileTab'),
  });
  const documents = createRoute({
    getParentRoute: () => detail,
    path: 'dokumenter',
    component: lazyRouteComponent(() => import('./detail/documents-route'), 'DocumentsRoute'),
  });
  const agreements = createRoute({
    getParentRoute: () => detail,
    path: 'aftaler',
    component: lazyRouteComponent(() => import('./detail/agreements-route'), 'AgreementsRoute'),
  });
  const holiday = createRoute({
    getParentRoute: () => detail,
    path: 'ferie',
    component: lazyRouteComponent(() => import('./detail/holiday-route'), 'HolidayRoute'),
  });
  const equipment = createRoute({
    getParentRoute: () => detail,
    path: 'udstyr',
    component: lazyRouteComponent(() => import('./detail/equipment-route'), 'EquipmentRoute'),
  });
  const settings = createRoute({
    getParentRoute: () => detail,
    path: 'indstillinger',
    component: lazyRouteComponent(() => import('./detail/settings-route'), 'SettingsRoute'),
  });

  const legacy = createRoute({
    getParentRoute: () => parents.shell,
    path: `${LEGACY_EMPLOYEES_PATH}/$employeeId`,
    beforeLoad: ({ params }) => {
      throw redirect({ to: employeePath(params.employeeId), replace: true });
    },
  });

  return [
    list,
    detail.addChildren([toProfile, profile, documents, agreements, equipment, holiday, settings, unknownTab]),
    legacy,
    ownProfile,
  ];
}
