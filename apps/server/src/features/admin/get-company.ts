import {
  ADMIN_COMPANY_TRANSACTION_LIMIT,
  type AdminCompanyDetail,
  maskedCardNumber,
  nextPayment,
  type Plan,
  planSchema,
  type SubscriptionStatus,
  subscriptionStatusSchema,
} from '@kollega/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { companies, employees, equipment, subscriptions, users } from '../../db/schema/index';
import { withCompany } from '../../db/tenant-scope';
import { isUuid } from '../../db/uuid';
import { notFound } from '../../errors/app-error';
import type { SessionContext } from '../../plugins/auth/request-context';
import { companyCard, companyTransactions } from '../billing/public';
import { loadCompany } from './company-record';
import { employeeCountsSelection } from './company-stats';

/**
 * GET /api/admin/companies/:companyId: the company page (time-registration §2): the data card, the subscription
 * card (with billing's next payment, failed payment and card) and the company's charges, read in the company's own
 * scope. The employee table pages on its own route (`list-company-employees.ts`).
 */
export async function getCompany(
  deps: { db: Db },
  _ctx: SessionContext,
  input: { companyId: string },
): Promise<AdminCompanyDetail> {
  if (!isUuid(input.companyId)) throw notFound();
  return withCompany(input.companyId, async () => {
    const company = await loadCompany(deps.db, input.companyId);
    const [[counts], [subscription], [equipmentRow], [creator], card, transactions] = await Promise.all([
      deps.db
        .select(employeeCountsSelection)
        .from(employees)
        .innerJoin(companies, eq(companies.id, employees.companyId))
        .where(eq(employees.companyId, input.companyId)),
      deps.db.select().from(subscriptions).where(eq(subscriptions.companyId, input.companyId)),
      deps.db
        .select({ id: equipment.id })
        .from(equipment)
        .where(eq(equipment.companyId, input.companyId))
        .limit(1),
      company.ownerUserId
        ? deps.db
            .select({
              userId: users.id,
              userName: users.name,
              email: users.email,
              firstName: employees.firstName,
              lastName: employees.lastName,
            })
            .from(users)
            .leftJoin(
              employees,
              and(
                eq(employees.companyId, input.companyId),
                eq(employees.userId, users.id),
                isNull(employees.deletedAt),
              ),
            )
            .where(eq(users.id, company.ownerUserId))
        : Promise.resolve([]),
      companyCard(deps.db, input.companyId),
      companyTransactions(deps.db, input.companyId, ADMIN_COMPANY_TRANSACTION_LIMIT),
    ]);
    const plan = planSchema.safeParse(subscription?.plan).success ? (subscription?.plan as Plan) : 'freemium';
    const status = subscriptionStatusSchema.safeParse(subscription?.status).success
      ? (subscription?.status as SubscriptionStatus)
      : 'active';
    const pendingPlan = planSchema.safeParse(subscription?.pendingPlan).success
      ? (subscription?.pendingPlan as Plan)
      : null;

    return {
      id: company.id,
      name: company.name,
      vat: company.vat,
      createdAt: company.createdAt.toISOString(),
      createdBy: creator
        ? {
            userId: creator.userId,
            name: creator.firstName
              ? `${creator.firstName} ${creator.lastName ?? ''}`.trim()
              : creator.userName,
            email: creator.email,
          }
        : null,
      employeeCount: counts?.employeeCount ?? 0,
      timeregCount: counts?.timeregCount ?? 0,
      adminCount: counts?.adminCount ?? 0,
      hasEquipment: equipmentRow !== undefined,
      hrContactId: company.hrContactId,
      recruitmentPlatformActivated: company.recruitmentPlatformActivated,
      subscription: {
        plan,
        status,
        nextBillingDate: subscription?.nextBillingDate ?? null,
        trial: subscription?.trial ?? false,
        trialExpiresOn: subscription?.trialEndsAt ?? null,
        // Billing counts the same people (docs/rules/billing.md#ruling-27), at least one admin: the owner.
        nextPayment: nextPayment(
          { plan, status, pendingPlan, hasCard: card !== null },
          {
            timeRegistrationUsers: counts?.timeregCount ?? 0,
            adminCount: Math.max(1, counts?.adminCount ?? 1),
          },
        ),
        lastPaymentFailed: subscription?.lastPaymentFailed ?? false,
        failedAttempts: subscription?.failedAttempts ?? 0,
        card: card
          ? {
              cardType: card.cardType,
              maskedNumber: maskedCardNumber(card.cardBin, card.cardLast4),
              expiryMonth: card.expiryMonth,
              expiryYear: card.expiryYear,
              orderId: card.orderId,
            }
          : null,
      },
      closure:
        company.closedAt && company.closureDeleteAfter
          ? {
              closedAt: company.closedAt.toISOString(),
              deleteAfter: company.closureDeleteAfter.toISOString(),
              deletedAt: company.closureDeletedAt?.toISOString() ?? null,
            }
          : null,
      transactions,
    };
  });
}
