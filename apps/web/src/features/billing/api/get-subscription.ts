import type { SubscriptionOverview } from '@kollega/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { SUBSCRIPTION_KEY } from './query-keys';

/** GET /api/payment/subscription: the page's plan, status, next payment, card and open charges; the banners. */
export function useSubscription(enabled = true) {
  return useQuery({
    queryKey: SUBSCRIPTION_KEY,
    queryFn: ({ signal }) => apiFetch<SubscriptionOverview>('/api/payment/subscription', { signal }),
    enabled,
  });
}
