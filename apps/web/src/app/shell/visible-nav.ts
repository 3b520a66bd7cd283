import type { NavVisibility } from '../../lib/paths';
import type { FeatureNav } from '../feature';
import type { SessionUser } from '../session';

/** Company admins see the admin items; super admins see those and their own (/admin). */
export function canSee(visibleTo: NavVisibility, user: SessionUser): boolean {
  if (visibleTo === 'superadmin') return user.isSuperAdmin;
  return user.isSuperAdmin || user.role === 'admin';
}

export function visibleNav(nav: readonly FeatureNav[], user: SessionUser): FeatureNav[] {
  return nav.filter((item) => canSee(item.visibleTo, user));
}
