import { lazy } from 'react';

/** The employee app, which the app's gate shows instead of the routed page (docs/rules/platform.md#ruling-18), loaded on demand. */
export const EmployeeApp = lazy(() =>
  import('./employee-app/employee-app').then((m) => ({ default: m.EmployeeApp })),
);
