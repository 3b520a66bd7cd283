import { authRoutes } from '../features/auth/routes';
import type { FeatureModule } from './feature';

/**
 * The registered feature areas. An area that is not built is simply absent: no route, no sidebar item.
 * Add one entry per area, e.g. `{ area: 'employees', nav: { ...NAV.employees, icon: IconUsers }, routes: employeeRoutes }`.
 */
export const features: readonly FeatureModule[] = [{ area: 'auth', routes: authRoutes }];
