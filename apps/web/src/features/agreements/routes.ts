import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { paths } from '../../lib/paths';
import type { RouteParents } from '../../lib/routing';

/** /aftaler and /aftaler/{agreementId} (hr-core §2). `?ny=1&vedroerende=…&type=…` opens 'Ny aftale' prefilled. */
export function agreementRoutes(parents: RouteParents): AnyRoute[] {
  const list = createRoute({
    getParentRoute: () => parents.shell,
    path: paths.agreements,
    component: lazyRouteComponent(() => import('./list/agreements-page'), 'AgreementsPage'),
  });
  const detail = createRoute({
    getParentRoute: () => parents.shell,
    path: `${paths.agreements}/$agreementId`,
    component: lazyRouteComponent(() => import('./detail/agreement-page'), 'AgreementPage'),
  });
  return [list, detail];
}
