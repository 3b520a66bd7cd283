import { hasReports } from '@kollega/domain';
import { AppError } from '../../errors/app-error';
import type { AdminContext } from '../../plugins/auth/request-context';

/** Decision 042: reports need premium or premiumplus, refused on freemium as Udstyr's premium parts are. */
export function assertReportsPlan(ctx: AdminContext): void {
  if (!hasReports(ctx.subscription?.plan ?? 'freemium')) throw new AppError('REPORTS_PLAN_REQUIRED');
}
