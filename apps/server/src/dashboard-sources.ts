import type { FastifyBaseLogger } from 'fastify';
import { billingAlerts } from './features/billing/billing-alerts';
import type { DashboardSources } from './features/dashboard/deps';
import type { HolidayTimereg } from './features/holiday/deps';
import { getHolidayDashboard } from './features/holiday/get-holiday-dashboard';
import { registersTimeCondition } from './features/timereg/timereg-employees';
import type { Mailer } from './integrations/mail/index';

/**
 * The dashboard's way into holiday and time registration (decision 032), wired here at the app's root because one
 * feature never imports another: holiday's own dashboard card (decision 026), merged in as a block, and time
 * registration's rule of who registers time (time-registration §5), written once in timereg-employees.ts; and
 * billing's alerts (the topbar banners' rule), none with BILLING=off.
 */
export function dashboardSources(options: {
  mailer: Mailer;
  baseUrl: string;
  timereg: HolidayTimereg;
  log: FastifyBaseLogger;
  billingEnabled: boolean;
}): DashboardSources {
  return {
    holiday: (db, ctx) => getHolidayDashboard({ db, ...options }, ctx),
    registersTime: registersTimeCondition,
    billing: async (db, ctx, now) => (options.billingEnabled ? billingAlerts(db, ctx.companyId, now) : null),
  };
}
