import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { RouteParents } from '../../lib/routing';

/**
 * The auth area owns the signed-out pages. For now that is the landing page at /, which will hold the login
 * form; signup, verify e-mail, forgot password and the e-mail action page arrive with the accounts issue.
 */
export function authRoutes(parents: RouteParents): AnyRoute[] {
  const landing = createRoute({
    getParentRoute: () => parents.public,
    path: '/',
    component: lazyRouteComponent(() => import('./landing-page'), 'LandingPage'),
  });
  return [landing];
}
