import { danishToday, formatMoney, invoiceTotals, PLAN_NAMES, planSchema } from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import { paymentOrders } from '../../db/schema/index';
import { isUuid } from '../../db/uuid';
import { AppError } from '../../errors/app-error';
import { TEST_CARDS, type TestCardKey } from '../../integrations/payments/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import { chargeBasisCounts, loadSubscription } from './billing-record';
import { upgradeLines } from './change-subscription';
import type { BillingDeps } from './deps';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export interface WindowPage {
  html: string;
  /** Where the page's form posts (the CSP's form-action must allow it). */
  formAction: string;
}

const STYLE = `body{font-family:system-ui,sans-serif;background:#f1f3f5;color:#212529;margin:0;padding:2rem 1rem}
main{max-width:28rem;margin:0 auto;background:#fff;border-radius:8px;padding:1.5rem;box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{font-size:1.35rem;margin:0 0 .25rem}p{margin:.5rem 0}fieldset{border:1px solid #ced4da;border-radius:6px;margin:1rem 0;padding:.75rem}
legend{font-weight:600;padding:0 .25rem}label{display:block;padding:.35rem 0}code{font-size:1rem}
.actions{display:flex;gap:.75rem;margin-top:1rem}button{font:inherit;padding:.55rem 1.1rem;border-radius:6px;border:1px solid #1864ab;cursor:pointer}
.approve{background:#1864ab;color:#fff}.decline{background:#fff;color:#c92a2a;border-color:#c92a2a}
button:focus-visible,input:focus-visible{outline:3px solid #f08c00;outline-offset:2px}.note{color:#495057;font-size:.9rem}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="da"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function hiddenFields(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
}

/**
 * GET /api/payment/window/:orderId (the `paymentLink`): the signed payment-window form. With OnPay a page whose
 * button posts it to OnPay's window; with the built-in provider the window itself: test cards, 'Godkend', 'Afvis'.
 */
export async function paymentWindowPage(
  deps: BillingDeps,
  ctx: AdminContext,
  input: { orderId: string },
): Promise<WindowPage> {
  if (!isUuid(input.orderId)) throw new AppError('NOT_FOUND');
  // An order opened while a provider was configured, followed after a restart without one: a 503, not a 500.
  if (deps.provider.kind === 'none') throw new AppError('BILLING_UNAVAILABLE');
  const { order, amountOre } = await deps.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(paymentOrders)
      .where(and(eq(paymentOrders.companyId, ctx.companyId), eq(paymentOrders.id, input.orderId)));
    if (!order) throw new AppError('NOT_FOUND');
    if (order.status !== 'pending') throw new AppError('BILLING_ORDER_CLOSED');
    if (order.purpose !== 'subscription' || !order.plan) return { order, amountOre: 0 };
    const subscription = await loadSubscription(tx, ctx.companyId);
    const counts = await chargeBasisCounts(tx, ctx.companyId);
    const plan = planSchema.parse(order.plan);
    const lines = await upgradeLines(tx, ctx.companyId, subscription, plan, counts, danishToday(deps.now()));
    return { order, amountOre: invoiceTotals(lines).grossOre };
  });
  const form = deps.provider.windowForm({
    reference: order.id,
    amountOre: amountOre,
    acceptUrl: `${deps.baseUrl}/api/payment/accept`,
    declineUrl: `${deps.baseUrl}/subscription`,
    callbackUrl: `${deps.baseUrl}/api/payment/callback`,
  });
  const what =
    order.purpose === 'subscription' && order.plan
      ? `${PLAN_NAMES[planSchema.parse(order.plan)]}: ${escapeHtml(formatMoney(amountOre))} inkl. moms trækkes, når kortet er godkendt.`
      : 'Dit nye betalingskort gemmes til de månedlige betalinger.';
  if (deps.provider.kind === 'onpay') {
    return {
      formAction: form.action,
      html: page(
        'Betaling',
        `<h1>Betaling</h1><p>${what}</p><form method="post" action="${escapeHtml(form.action)}">${hiddenFields(form.fields)}<div class="actions"><button class="approve" type="submit">Fortsæt til betaling</button></div></form>`,
      ),
    };
  }
  const cards = (Object.keys(TEST_CARDS) as TestCardKey[])
    .map(
      (key, index) =>
        `<label><input type="radio" name="cardNumber" value="${TEST_CARDS[key].number}"${index === 0 ? ' checked' : ''}> <code>${TEST_CARDS[key].number}</code> – ${escapeHtml(TEST_CARDS[key].label)}</label>`,
    )
    .join('');
  return {
    formAction: form.action,
    html: page(
      'Betalingsvindue (test)',
      `<h1>Betalingsvindue</h1><p class="note">Indbygget testbetaling: der trækkes ingen rigtige penge.</p><p>${what}</p><form method="post" action="${escapeHtml(form.action)}">${hiddenFields(form.fields)}<fieldset><legend>Testkort</legend>${cards}</fieldset><div class="actions"><button class="approve" type="submit" name="decision" value="approve">Godkend</button><button class="decline" type="submit" name="decision" value="decline">Afvis</button></div></form>`,
    ),
  };
}
