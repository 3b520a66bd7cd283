import type { Plan, SubscriptionChangeResponse } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { ME_QUERY_KEY } from '../../../lib/me';
import { BILLING_QUERY_KEY } from './query-keys';

/**
 * POST /api/payment/subscriptions/add, or /update when a card is on file (hr-core §7): the answer says whether
 * the browser goes to the payment window (`paymentLink`) or the change is made.
 */
export function changeSubscription(plan: Plan, hasCard: boolean): Promise<SubscriptionChangeResponse> {
  return apiFetch<SubscriptionChangeResponse>(`/api/payment/subscriptions/${hasCard ? 'update' : 'add'}`, {
    method: 'POST',
    json: { name: plan },
  });
}

export function useChangeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ plan, hasCard }: { plan: Plan; hasCard: boolean }) => changeSubscription(plan, hasCard),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: BILLING_QUERY_KEY });
      // The plan decides limits and equipment everywhere: /api/me carries it.
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}
