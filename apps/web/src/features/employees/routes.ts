import { type AnyRoute, createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import type { Contributions } from '../../lib/contributions';
import { employeePath, LEGACY_EMPLOYEES_PATH, paths } from '../../lib/paths';
import type { RouteParents } from '../../lib/routing';

/**
 * /medarbejdere and one employee's page with its tabs as sub-paths (hr-core §2): the URL chooses the tab, so a
 * tab can be linked to and Back works. The page without a tab, and the old /employees/{id}, open Profil.
 */
export function employeeRoutes(parents: RouteParents, contributions: Contributions): AnyRoute[] {
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
  // Every feature's tab (its own Profil, Dokumenter and Indstillinger among them) is a sub-path of the page.
  const tabs = contributions.employeeTabs.map((contribution) =>
    createRoute({ getParentRoute: () => detail, path: contribution.tab, component: contribution.component }),
  );

  const legacy = createRoute({
    getParentRoute: () => parents.shell,
    path: `${LEGACY_EMPLOYEES_PATH}/$employeeId`,
    beforeLoad: ({ params }) => {
      throw redirect({ to: employeePath(params.employeeId), replace: true });
    },
  });

  return [list, detail.addChildren([toProfile, ...tabs, unknownTab]), legacy, ownProfile];
}
