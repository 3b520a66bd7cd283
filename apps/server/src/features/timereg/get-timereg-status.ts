import type { TimeregStatus } from '@kollega/domain';
import { eq } from 'drizzle-orm';
import { subscriptions } from '../../db/schema/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { TimeregDeps } from './deps';
import { countTimeregEmployees } from './timereg-employees';

/**
 * GET /api/timereg/status: the subscription facts and the number of employees the page depends on. With
 * BILLING=off (docs/rules/billing.md#ruling-27) there is nothing to pay: active, as if a card were on file.
 */
export async function getTimeregStatus(
  deps: TimeregDeps & { billingEnabled: boolean },
  ctx: AdminContext,
): Promise<TimeregStatus> {
  if (!deps.billingEnabled) {
    return {
      status: 'active',
      trial: false,
      hasPaymentCard: true,
      eligibleEmployees: await countTimeregEmployees(deps.db, ctx.companyId),
    };
  }
  const [subscription] = await deps.db
    .select({
      status: subscriptions.status,
      trial: subscriptions.trial,
      hasPaymentCard: subscriptions.hasPaymentCard,
    })
    .from(subscriptions)
    .where(eq(subscriptions.companyId, ctx.companyId));
  return {
    status: (subscription?.status as TimeregStatus['status']) ?? null,
    trial: subscription?.trial ?? false,
    hasPaymentCard: subscription?.hasPaymentCard ?? false,
    eligibleEmployees: await countTimeregEmployees(deps.db, ctx.companyId),
  };
}
