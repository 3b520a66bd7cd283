import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { paths } from '../../lib/paths';
import type { RouteParents } from '../../lib/routing';

/** /medarbejdere/import: the 'Importér medarbejdere' wizard (issue 28), opened from the employee list. */
export function importRoutes(parents: RouteParents): AnyRoute[] {
  return [
    createRoute({
      getParentRoute: () => parents.shell,
      path: paths.employeeImport,
      component: lazyRouteComponent(() => import('./import-employees-page'), 'ImportEmployeesPage'),
    }),
  ];
}
