import { lazy } from 'react';

/** The employees area's screen the gate shows on every path: the required two-factor set-up (decision 034). */
export const TwoFactorRequiredScreen = lazy(() =>
  import('./security/two-factor-required-screen').then((m) => ({ default: m.TwoFactorRequiredScreen })),
);
