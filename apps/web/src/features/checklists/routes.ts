import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { paths } from '../../lib/paths';
import type { RouteParents } from '../../lib/routing';

/** /onboarding-offboarding, /onboarding-offboarding/{id}, /{id}/template (hr-core §2) and /mine-opgaver (decision 048). */
export function checklistRoutes(parents: RouteParents): AnyRoute[] {
  const list = createRoute({
    getParentRoute: () => parents.shell,
    path: paths.checklists,
    component: lazyRouteComponent(() => import('./list/checklists-page'), 'ChecklistsPage'),
  });
  const detail = createRoute({
    getParentRoute: () => parents.shell,
    path: `${paths.checklists}/$checklistId`,
    component: lazyRouteComponent(() => import('./detail/checklist-page'), 'ChecklistPage'),
  });
  const template = createRoute({
    getParentRoute: () => parents.shell,
    path: `${paths.checklists}/$checklistId/template`,
    component: lazyRouteComponent(() => import('./detail/checklist-page'), 'ChecklistPage'),
  });
  const myTasks = createRoute({
    getParentRoute: () => parents.shell,
    path: paths.myTasks,
    component: lazyRouteComponent(() => import('./my-tasks/my-tasks-page'), 'MyTasksPage'),
  });
  return [list, detail, template, myTasks];
}
