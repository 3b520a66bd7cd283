import type { BannerKind, HolidayDashboard } from '@kollega/domain';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { BillingAlertsRow } from '../billing/public';

/**
 * What the dashboard needs of other features (decision 032), wired by dashboard-sources.ts through the other
 * features' public.ts (a feature never reaches into another's files): holiday's own card, and time registration's one rule of who
 * registers time, as a condition on `employees`.
 */
export interface DashboardSources {
  holiday(db: Db, ctx: AdminContext, now: Date): Promise<HolidayDashboard>;
  registersTime(companyId: string): SQL | undefined;
  /**
   * Billing's alerts for the company (issue 15: for the owner), null where billing is off: the subscription as a
   * column that rides along with the employees' read (decision 073), and the banners' rule applied to its value.
   */
  billing: {
    column(companyId: string): SQL<BillingAlertsRow | null>;
    alerts(row: BillingAlertsRow | null, now: Date): BannerKind[];
  } | null;
}

/** What the dashboard's actions need besides the caller: handed in by the routes, never reached for. */
export interface DashboardDeps {
  db: Db;
  sources: DashboardSources;
  /** The clock; tests may hand in a fixed moment. Default: the real time. */
  now?: () => Date;
}
