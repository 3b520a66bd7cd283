import { type AnyRoute, createRoute, lazyRouteComponent, Navigate } from '@tanstack/react-router';
import { createElement } from 'react';
import { paths } from '../../lib/paths';
import type { RouteParents } from '../../lib/routing';

/**
 * The auth area: the pages around the account (signup, forgot password, the e-mail links). The account setup
 * (/complete-signup) is the company area's, the user's own profile (/profile) the employees area's. The landing page, the verification screen and the other screens that the app's
 * gate shows instead of a page are exported from ./screens.ts.
 */
export function authRoutes(parents: RouteParents): AnyRoute[] {
  return [
    createRoute({
      getParentRoute: () => parents.public,
      path: paths.signup,
      component: lazyRouteComponent(() => import('./signup-page'), 'SignupPage'),
    }),
    createRoute({
      getParentRoute: () => parents.public,
      path: paths.forgotPassword,
      component: lazyRouteComponent(() => import('./forgot-password-page'), 'ForgotPasswordPage'),
    }),
    createRoute({
      getParentRoute: () => parents.public,
      path: paths.emailActionHandler,
      component: lazyRouteComponent(() => import('./email-action-page'), 'EmailActionPage'),
    }),
    // The gate shows the verification screen on every path while the e-mail is unverified; anyone else who
    // opens /verify-email has nothing to verify.
    createRoute({
      getParentRoute: () => parents.public,
      path: paths.verifyEmail,
      component: () => createElement(Navigate, { to: paths.home, replace: true }),
    }),
  ];
}
