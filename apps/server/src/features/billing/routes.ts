import {
  calendarDateSchema,
  changeCardResponseSchema,
  errorEnvelopeSchema,
  subscriptionChangeResponseSchema,
  subscriptionChangeSchema,
  subscriptionOverviewSchema,
  transactionListSchema,
} from '@kollega/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { BUILTIN_WINDOW_PATH, BuiltinPaymentProvider } from '../../integrations/payments/index';
import { requireAdmin } from '../../plugins/auth/request-context';
import { sendAttachment } from '../../plugins/send-attachment';
import { changeCard } from './change-card';
import { changeSubscription } from './change-subscription';
import type { BillingDeps } from './deps';
import { getInvoice } from './get-invoice';
import { getSubscription } from './get-subscription';
import { handlePaymentCallback } from './handle-payment-callback';
import { listTransactions } from './list-transactions';
import { paymentWindowPage } from './payment-window';
import { runBillingJobs } from './run-billing-jobs';

export interface BillingRoutesOptions {
  deps: BillingDeps;
  /** POST /api/dev/billing/run-jobs: only outside production on a loopback address (the browser tests). */
  devJobs: boolean;
}

const errors = {
  400: errorEnvelopeSchema,
  402: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};
const callbackFields = z.record(z.string(), z.string());

/** Only the `onpay_*` fields, as strings (a repeated field keeps its first value). */
function onpayFields(source: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!source || typeof source !== 'object') return fields;
  for (const [name, value] of Object.entries(source)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (name.startsWith('onpay_') && typeof first === 'string') fields[name] = first;
  }
  return fields;
}

function html(reply: FastifyReply, body: string, formAction: string | null) {
  if (formAction) {
    // The window's form posts to the provider (OnPay's own address): the page's CSP allows that one target.
    const target = new URL(formAction).origin;
    reply.header(
      'content-security-policy',
      `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${target}; frame-ancestors 'none'; base-uri 'none'`,
    );
  }
  return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
}

/**
 * Abonnement og betaling (hr-core §2, §4, §7, §8; docs/rules/billing.md#ruling-27; decision 028). The spec's
 * `/api/payment/subscriptions/add|update|changecard` and `/api/payment/generateinvoice` keep their addresses; the
 * company always comes from the session, never from the body.
 */
export const billingRoutes: FastifyPluginAsyncZod<BillingRoutesOptions> = async (app, options) => {
  const { deps } = options;
  const tags = ['billing'];
  // OnPay posts its callback as a form; so does the built-in window. Only inside this plugin.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.get(
    '/api/payment/subscription',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'The subscription page and banners: plan, status, next billing date and payment, card, open charges',
        response: { 200: subscriptionOverviewSchema, ...errors },
      },
    },
    async (request) => getSubscription(deps, await requireAdmin(request)),
  );

  app.get(
    '/api/payment/transactions',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'The invoices: completed charges only, newest first',
        response: { 200: transactionListSchema, ...errors },
      },
    },
    async (request) => listTransactions(deps, await requireAdmin(request)),
  );

  for (const path of ['/api/payment/subscriptions/add', '/api/payment/subscriptions/update'] as const) {
    app.post(
      path,
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary:
            'Change the plan: an upgrade without a card answers the payment window (paymentLink); otherwise the change is made',
          body: subscriptionChangeSchema,
          response: { 200: subscriptionChangeResponseSchema, ...errors },
        },
      },
      async (request) => changeSubscription(deps, await requireAdmin(request), request.body),
    );
  }

  app.post(
    '/api/payment/subscriptions/changecard',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "'Skift betalingskort': the payment window for a new card",
        body: z.object({}).passthrough().optional(),
        response: { 200: changeCardResponseSchema, ...errors },
      },
    },
    async (request) => changeCard(deps, await requireAdmin(request)),
  );

  const sendInvoice = async (reply: FastifyReply, invoice: { fileName: string; data: Buffer }) =>
    sendAttachment(reply, { fileName: invoice.fileName, contentType: 'application/pdf', data: invoice.data });

  app.get(
    '/api/payment/invoices/:transactionId',
    {
      config: { access: 'admin' },
      schema: { tags, summary: "An invoice's PDF", params: z.object({ transactionId: z.string() }) },
    },
    async (request, reply) =>
      sendInvoice(reply, await getInvoice(deps, await requireAdmin(request), request.params)),
  );

  app.post(
    '/api/payment/generateinvoice',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "An invoice's PDF (the spec's call; the same as GET /api/payment/invoices/:transactionId)",
        body: z.object({ id: z.string().max(100) }),
      },
    },
    async (request, reply) =>
      sendInvoice(
        reply,
        await getInvoice(deps, await requireAdmin(request), { transactionId: request.body.id }),
      ),
  );

  app.get(
    '/api/payment/window/:orderId',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'The payment window (the paymentLink)',
        params: z.object({ orderId: z.string() }),
      },
    },
    async (request, reply) => {
      const window = await paymentWindowPage(deps, await requireAdmin(request), request.params);
      return html(reply, window.html, window.formAction);
    },
  );

  app.post(
    '/api/payment/callback',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "The payment provider's signed callback (OnPay's fields, HMAC-SHA1); idempotent",
        body: callbackFields,
        response: { 200: z.object({ ok: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      await handlePaymentCallback(deps, onpayFields(request.body));
      return { ok: true as const };
    },
  );

  app.get(
    '/api/payment/accept',
    {
      config: { access: 'public' },
      schema: { tags, summary: "The browser's return from the payment window (signed like the callback)" },
    },
    async (request, reply) => {
      const fields = onpayFields(request.query);
      try {
        const outcome = await handlePaymentCallback(deps, fields);
        if (!outcome.approved) return reply.redirect(`/subscription?onpay_errorcode=${outcome.errorCode}`);
        return reply.redirect(outcome.purpose === 'subscription' ? '/thank-you-upgrade' : '/subscription');
      } catch (error) {
        if (error instanceof AppError) return reply.redirect('/subscription?onpay_errorcode=1000');
        throw error;
      }
    },
  );

  const provider = deps.provider;
  if (provider instanceof BuiltinPaymentProvider) {
    app.post(
      BUILTIN_WINDOW_PATH,
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: "The built-in payment window's 'Godkend' / 'Afvis' (a test stand-in for OnPay's window)",
          body: z.record(z.string(), z.string()),
        },
      },
      async (request, reply) => {
        const body = request.body;
        const outcome = provider.submitWindow({
          fields: onpayFields(body),
          cardNumber: body.cardNumber ?? '',
          approve: body.decision === 'approve',
        });
        if (!outcome.ok) {
          if (!outcome.declineUrl) throw new AppError('BILLING_BAD_SIGNATURE');
          return reply.redirect(`${outcome.declineUrl}?onpay_errorcode=${outcome.errorCode}`);
        }
        // As OnPay does: the server-to-server callback first, then the browser goes to the accept address.
        await app.inject({
          method: 'POST',
          url: new URL(outcome.callbackUrl).pathname,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(outcome.callbackFields).toString(),
        });
        return reply.redirect(
          `${outcome.acceptUrl}?${new URLSearchParams(outcome.callbackFields).toString()}`,
        );
      },
    );
  }

  if (options.devJobs) {
    app.post(
      '/api/dev/billing/run-jobs',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['dev'],
          summary:
            "Test only (outside production, loopback): run the billing jobs for the caller's company as on a date",
          body: z.object({ today: calendarDateSchema }),
          response: {
            200: z.object({
              charged: z.number(),
              failed: z.number(),
              toFreemium: z.number(),
              expired: z.number(),
              skipped: z.number(),
            }),
            ...errors,
          },
        },
      },
      async (request) => {
        const ctx = await requireAdmin(request);
        const at = new Date(`${request.body.today}T12:00:00Z`);
        return runBillingJobs({ ...deps, now: () => at }, { companyId: ctx.companyId });
      },
    );
  }
};
