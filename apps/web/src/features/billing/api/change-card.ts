import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/** POST /api/payment/subscriptions/changecard: 'Skift betalingskort' goes to the payment window. */
export function useChangeCard() {
  return useMutation({
    mutationFn: () =>
      apiFetch<{ paymentLink: string }>('/api/payment/subscriptions/changecard', {
        method: 'POST',
        json: {},
      }),
  });
}
