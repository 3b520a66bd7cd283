import { lazy } from 'react';

/**
 * The screens the app's gate shows instead of the routed page (hr-core §2, "which app a user sees"), each loaded
 * only when it is needed. The account setup a new user is held on is the company area's (../company/screens.ts).
 */
export const LandingPage = lazy(() => import('./landing-page').then((m) => ({ default: m.LandingPage })));
export const VerifyEmailScreen = lazy(() =>
  import('./verify-email-screen').then((m) => ({ default: m.VerifyEmailScreen })),
);
export const EmployeeScreen = lazy(() =>
  import('./employee-screen').then((m) => ({ default: m.EmployeeScreen })),
);
export const NoSubscriptionScreen = lazy(() =>
  import('./no-subscription-screen').then((m) => ({ default: m.NoSubscriptionScreen })),
);
