import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../integrations/mail/index';
import { billingAlertsColumn, billingAlertsOf } from '../billing/public';
import { getHolidayDashboard, type HolidayTimereg } from '../holiday/public';
import { registersTimeCondition } from '../timereg/public';
import type { DashboardSources } from './deps';

/**
 * The dashboard's way into holiday and time registration (decision 032), through their public.ts because one
 * feature never reaches into another's files: holiday's own dashboard card (decision 026), merged in as a block, and time
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
    holiday: (db, ctx, now) => getHolidayDashboard({ db }, ctx, now),
    registersTime: registersTimeCondition,
    billing: options.billingEnabled ? { column: billingAlertsColumn, alerts: billingAlertsOf } : null,
  };
}
