import type { HolidaySettings } from '@kollega/domain';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { HolidayDeps } from './deps';
import { loadHolidaySettings } from './holiday-record';

/** GET /api/holiday/settings. */
export function getSettings(deps: HolidayDeps, ctx: AdminContext): Promise<HolidaySettings> {
  return loadHolidaySettings(deps.db, ctx.companyId);
}
