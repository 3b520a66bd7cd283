import { danishToday, defaultTrialEnd, isIsoDate, type TrialUpdate } from '@kollega/domain';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import { companies, subscriptions } from '../../db/schema/index';
import { withCompany } from '../../db/tenant-scope';
import { isUuid } from '../../db/uuid';
import { AppError } from '../../errors/app-error';
import type { SessionContext } from '../../plugins/auth/request-context';
import { loadSubscription } from './billing-record';
import type { BillingDeps } from './deps';

/**
 * PUT /api/admin/companies/:companyId/trial (decisions.md 27; time-registration §4: turning the trial on sets the
 * status to active and the plan to premium). Off again: back to freemium unless a paid period runs.
 */
export async function setTrial(
  deps: BillingDeps,
  session: SessionContext,
  companyId: string,
  input: TrialUpdate,
): Promise<{ trial: boolean; trialEndsAt: string | null }> {
  if (!isUuid(companyId)) throw new AppError('NOT_FOUND');
  const today = danishToday(deps.now());
  const trialEndsAt = input.trial ? (input.trialEndsAt ?? defaultTrialEnd(today)) : null;
  if (trialEndsAt && (!isIsoDate(trialEndsAt) || trialEndsAt <= today))
    throw new AppError('VALIDATION_ERROR');
  return withCompany(companyId, () =>
    deps.db.transaction(async (tx) => {
      const [company] = await tx
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.id, companyId));
      if (!company) throw new AppError('NOT_FOUND');
      const subscription = await loadSubscription(tx, companyId, { forUpdate: true });
      const paidPeriod = subscription.nextBillingDate !== null && subscription.nextBillingDate > today;
      await tx
        .update(subscriptions)
        .set(
          input.trial
            ? {
                trial: true,
                trialEndsAt,
                plan: 'premium',
                status: 'active',
                pendingPlan: null,
                updatedAt: deps.now(),
              }
            : {
                trial: false,
                trialEndsAt: null,
                ...(paidPeriod ? {} : { plan: 'freemium', status: 'active' as const }),
                updatedAt: deps.now(),
              },
        )
        .where(eq(subscriptions.companyId, companyId));
      await recordAudit(
        tx,
        {
          companyId,
          userId: session.userId,
          impersonatedBy: session.impersonatedBy,
          requestId: session.requestId,
        },
        {
          action: input.trial ? 'billing.trial.set' : 'billing.trial.removed',
          entityType: 'subscription',
          entityId: subscription.id,
          details: { trialEndsAt },
        },
      );
      return { trial: input.trial, trialEndsAt };
    }),
  );
}
