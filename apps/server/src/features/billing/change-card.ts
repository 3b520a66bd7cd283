import { AppError } from '../../errors/app-error';
import type { AdminContext } from '../../plugins/auth/request-context';
import { createPaymentOrder, paymentLinkOf } from './change-subscription';
import type { BillingDeps } from './deps';

/** POST /api/payment/subscriptions/changecard: 'Skift betalingskort' opens the payment window for a new card. */
export async function changeCard(deps: BillingDeps, ctx: AdminContext): Promise<{ paymentLink: string }> {
  if (deps.provider.kind === 'none') throw new AppError('BILLING_UNAVAILABLE');
  const orderId = await deps.db.transaction((tx) => createPaymentOrder(tx, ctx, 'changecard', null));
  return { paymentLink: paymentLinkOf(deps, orderId) };
}
