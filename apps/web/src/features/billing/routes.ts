import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { paths } from '../../lib/paths';
import type { RouteParents } from '../../lib/routing';

/**
 * /subscription in the user menu (`?planer=1` opens the plans modal, `?onpay_errorcode=N` shows the payment
 * error), and /thank-you-upgrade and /thank-you-downgrade without the shell (hr-core §2).
 */
export function billingRoutes(parents: RouteParents): AnyRoute[] {
  return [
    createRoute({
      getParentRoute: () => parents.shell,
      path: paths.subscription,
      component: lazyRouteComponent(() => import('./subscription-page'), 'SubscriptionPage'),
    }),
    createRoute({
      getParentRoute: () => parents.public,
      path: paths.thankYouUpgrade,
      component: lazyRouteComponent(() => import('./thank-you-page'), 'ThankYouUpgradePage'),
    }),
    createRoute({
      getParentRoute: () => parents.public,
      path: paths.thankYouDowngrade,
      component: lazyRouteComponent(() => import('./thank-you-page'), 'ThankYouDowngradePage'),
    }),
  ];
}
