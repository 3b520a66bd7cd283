import type { AdminCompanyDetail, AdminSubscriptionInput } from '@kollega/domain';
import { eq } from 'drizzle-orm';
import { recordAdminAudit } from '../../db/admin-audit';
import type { Db } from '../../db/database';
import { subscriptions } from '../../db/schema/index';
import { withCompany } from '../../db/tenant-scope';
import type { SessionContext } from '../../plugins/auth/request-context';
import { loadCompany } from './company-record';
import { getCompany } from './get-company';

/**
 * PUT /api/admin/companies/:companyId/subscription ('Gem ændringer'): plan, status, next billing date and trial.
 * Turning the trial on makes the plan premium and the status active (time-registration §4); turning it off
 * clears its expiry date. Payment fields (price, card, failed payment) belong to billing and are left alone.
 */
export async function updateSubscription(
  deps: { db: Db },
  ctx: SessionContext,
  input: { companyId: string } & AdminSubscriptionInput,
): Promise<AdminCompanyDetail> {
  const { companyId, ...subscription } = input;
  await withCompany(companyId, () =>
    deps.db.transaction(async (tx) => {
      const company = await loadCompany(tx, companyId, { forUpdate: true });
      const [before] = await tx
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.companyId, company.id))
        .for('update');
      const trialTurnedOn = subscription.trial && !before?.trial;
      const values = {
        plan: trialTurnedOn ? ('premium' as const) : subscription.plan,
        status: trialTurnedOn ? ('active' as const) : subscription.status,
        nextBillingDate: subscription.nextBillingDate,
        trial: subscription.trial,
        trialEndsAt: subscription.trial ? subscription.trialExpiresOn : null,
        // A trial supersedes a pending downgrade (billing's pendingPlan), as billing's own plan rules do.
        ...(trialTurnedOn ? { pendingPlan: null } : {}),
        updatedAt: new Date(),
      };
      if (before) {
        await tx.update(subscriptions).set(values).where(eq(subscriptions.companyId, company.id));
      } else {
        await tx.insert(subscriptions).values({ companyId: company.id, ...values });
      }
      await recordAdminAudit(tx, ctx, {
        subjectCompanyId: company.id,
        action: 'subscription.update',
        entityType: 'subscription',
        entityId: company.id,
        details: {
          before: before
            ? {
                plan: before.plan,
                status: before.status,
                nextBillingDate: before.nextBillingDate,
                trial: before.trial,
                trialExpiresOn: before.trialEndsAt,
              }
            : null,
          after: { ...values, updatedAt: undefined },
        },
      });
    }),
  );
  return getCompany(deps, ctx, { companyId });
}
