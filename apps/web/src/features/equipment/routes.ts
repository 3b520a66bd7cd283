import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { paths } from '../../lib/paths';
import type { RouteParents } from '../../lib/routing';

/**
 * /udstyr (tabs Udstyr and Kategorier; `?fane=kategorier`, `?ny=1&tildelt=…` opens the creation modal),
 * /udstyr/{equipmentId} and /udstyr/kategori/{equipmentTypeId} (hr-core §2).
 */
export function equipmentRoutes(parents: RouteParents): AnyRoute[] {
  const list = createRoute({
    getParentRoute: () => parents.shell,
    path: paths.equipment,
    component: lazyRouteComponent(() => import('./list/equipment-page'), 'EquipmentPage'),
  });
  const category = createRoute({
    getParentRoute: () => parents.shell,
    path: `${paths.equipment}/kategori/$typeId`,
    component: lazyRouteComponent(() => import('./category/category-page'), 'CategoryPage'),
  });
  const detail = createRoute({
    getParentRoute: () => parents.shell,
    path: `${paths.equipment}/$equipmentId`,
    component: lazyRouteComponent(() => import('./detail/equipment-page'), 'EquipmentItemPage'),
  });
  return [list, category, detail];
}
