import { lazy } from 'react';

/**
 * The screen the app's gate shows instead of the routed page to a verified user without a company: the account
 * setup at /complete-signup (hr-core §5), which creates the company. Loaded only when it is needed.
 */
export const CompleteSignupPage = lazy(() =>
  import('./complete-signup/complete-signup-page').then((m) => ({ default: m.CompleteSignupPage })),
);
