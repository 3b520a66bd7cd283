import { lazy } from 'react';

/** The employee app's 'Mig' screen, which the app shell hands to the employee app, loaded on demand. */
export const MeAppScreen = lazy(() => import('./me-screen').then((m) => ({ default: m.MeScreen })));
