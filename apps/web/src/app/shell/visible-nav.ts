import type { NavVisibility } from '../../lib/paths';
import type { FeatureNav } from '../feature';
import type { SessionUser } from '../session';

/**
 * Company admins see the admin items; super admins see their own (/admin), and the company's items only when they
 * are an admin of a company themselves: without one, every company page would fail.
 */
export function canSee(visibleTo: NavVisibility, user: SessionUser): boolean {
  if (visibleTo === 'superadmin') return user.isSuperAdmin;
  return user.role === 'admin';
}

export function visibleNav(nav: readonly FeatureNav[], user: SessionUser): FeatureNav[] {
  return nav.filter((item) => canSee(item.visibleTo, user));
}
