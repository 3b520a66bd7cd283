import { lazy } from 'react';

/** The employee app's Ferie screen, which the app shell hands to the employee app, loaded on demand. */
export const HolidayAppScreen = lazy(() =>
  import('./employee-app/holiday-app-screen').then((m) => ({ default: m.HolidayAppScreen })),
);
