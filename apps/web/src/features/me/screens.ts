import { lazy } from 'react';

/** The employee app's 'Mig' screen, which the app shell hands to the employee app, loaded on demand. */
export const MeAppScreen = lazy(() => import('./me-screen').then((m) => ({ default: m.MeScreen })));

/** 'Mig' alone, for an employee with app access who does not register time (decision 041), loaded on demand. */
export const MeOnlyAppScreen = lazy(() => import('./me-only-app').then((m) => ({ default: m.MeOnlyApp })));
