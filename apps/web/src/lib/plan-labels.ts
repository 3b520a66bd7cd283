import type { Plan, SubscriptionStatus } from '@kollega/domain';

/** The plans and subscription states as the user reads them. */
export const PLAN_LABELS: Record<Plan, string> = {
  freemium: 'Freemium',
  premium: 'Premium',
  premiumplus: 'Premium Plus',
};

export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: 'Aktivt',
  cancelled: 'Opsagt',
  terminated: 'Suspenderet',
  expired: 'Udløbet',
};
