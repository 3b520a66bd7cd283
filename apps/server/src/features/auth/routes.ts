import {
  AUTH_MESSAGES,
  activeSessionsResponseSchema,
  errorEnvelopeSchema,
  forgotPasswordRequestSchema,
  meResponseSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passkeyListResponseSchema,
  resendVerificationResponseSchema,
} from '@kollega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addressKey } from '../../plugins/auth/client-address';
import { sendFetchResponse, toFetchRequest } from '../../plugins/auth/fetch-bridge';
import { requireSession, requireVerified } from '../../plugins/auth/request-context';
import { recordSecurityEvent, type SecurityEvent } from '../../plugins/auth/security-audit';
import { enforce, THROTTLE_RULES } from '../../plugins/throttle';
import { listOwnPasskeys, removeOwnPasskey } from './passkeys';
import { getMe, linkError, requestPasswordReset, resendVerification } from './service';
import { listActiveSessions, revokeOneSession, revokeOtherSessions } from './sessions';

const tokenSchema = z.string().min(1).max(2048);

export const accountRoutes: FastifyPluginAsyncZod<{ baseUrl: string; billingEnabled?: boolean }> = async (
  app,
  options,
) => {
  const db = () => app.database.db;

  app.get(
    '/api/me',
    { config: { access: 'public' }, schema: { tags: ['account'], response: { 200: meResponseSchema } } },
    async (request) => {
      const { session, member } = await request.resolveContext();
      const me = await getMe({ db: db() }, { session, member });
      return me.company ? { ...me, company: { ...me.company, billing: options.billingEnabled ?? true } } : me;
    },
  );

  app.post(
    '/api/account/resend-verification',
    {
      config: { access: 'session' },
      schema: {
        tags: ['account'],
        response: { 200: resendVerificationResponseSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request) => resendVerification({ db: db(), auth: app.auth }, await requireSession(request)),
  );

  app.post(
    '/api/account/verify-email',
    { config: { access: 'public' }, schema: { tags: ['account'], body: z.object({ token: tokenSchema }) } },
    async (request, reply) => {
      await enforce(db(), `email-action:ip:${addressKey(request.ip)}`, THROTTLE_RULES.emailActionPerIp);
      const headers = toFetchRequest(request, options.baseUrl).headers;
      const response = await app.auth.api.verifyEmail({
        query: { token: request.body.token },
        headers,
        asResponse: true,
      });
      if (!response.ok) {
        // A body that is not JSON has no code: linkError then gives the general link message.
        const body = (await response.json().catch(() => ({}))) as { code?: string };
        throw linkError(body.code);
      }
      // Passes on the session cookie of autoSignInAfterVerification, so 'Færdiggør profil' works at once.
      return sendFetchResponse(
        reply,
        new Response(JSON.stringify({ ok: true }), { status: 200, headers: filterCookies(response.headers) }),
      );
    },
  );

  app.post(
    '/api/account/forgot-password',
    {
      config: { access: 'public' },
      schema: { tags: ['account'], body: forgotPasswordRequestSchema },
    },
    async (request, reply) => {
      await enforce(
        db(),
        `forgot-password:ip:${addressKey(request.ip)}`,
        THROTTLE_RULES.forgotPasswordPerIp,
        AUTH_MESSAGES.tooManyAttempts,
      );
      await enforce(
        db(),
        `forgot-password:email-ip:${request.body.email}:${addressKey(request.ip)}`,
        THROTTLE_RULES.forgotPasswordPerEmailAndIp,
        AUTH_MESSAGES.tooManyAttempts,
      );
      await requestPasswordReset({ db: db(), auth: app.auth }, request.body);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/account/reset-password',
    {
      config: { access: 'public' },
      schema: {
        tags: ['account'],
        body: z.object({
          token: tokenSchema,
          password: z
            .string()
            .min(1, AUTH_MESSAGES.passwordMissing)
            .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
            .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong),
        }),
      },
    },
    async (request, reply) => {
      await enforce(db(), `email-action:ip:${addressKey(request.ip)}`, THROTTLE_RULES.emailActionPerIp);
      const response = await app.auth.api.resetPassword({
        body: { newPassword: request.body.password, token: request.body.token },
        asResponse: true,
      });
      if (!response.ok) {
        // A body that is not JSON has no code: linkError then gives the general link message.
        const body = (await response.json().catch(() => ({}))) as { code?: string };
        throw linkError(body.code);
      }
      return reply.status(204).send();
    },
  );

  await app.register(sessionRoutes, { baseUrl: options.baseUrl });
};

/** The 'Aktive sessioner' routes (issue 25): the caller's own sessions, through better-auth, never a token. */
const sessionRoutes: FastifyPluginAsyncZod<{ baseUrl: string }> = async (app, options) => {
  const deps = (request: Parameters<typeof toFetchRequest>[0]) => ({
    auth: app.auth,
    headers: toFetchRequest(request, options.baseUrl).headers,
    // Signing browsers out is a security event of the company's activity log (issue 25, decision 034).
    async audit(event: SecurityEvent, details?: Record<string, unknown>) {
      const { session, member } = await request.resolveContext();
      if (session) await recordSecurityEvent(request, { session, member }, event, details);
    },
  });

  app.get(
    '/api/account/sessions',
    {
      config: { access: 'verified' },
      schema: { tags: ['account'], response: { 200: activeSessionsResponseSchema } },
    },
    async (request) => listActiveSessions(deps(request), await requireVerified(request)),
  );

  app.delete(
    '/api/account/sessions/:sessionId',
    {
      config: { access: 'verified' },
      schema: {
        tags: ['account'],
        params: z.object({ sessionId: z.uuid() }),
        response: { 204: z.null(), 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      await revokeOneSession(deps(request), await requireVerified(request), request.params);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/account/sessions/sign-out-others',
    { config: { access: 'verified' }, schema: { tags: ['account'] } },
    async (request, reply) => {
      await revokeOtherSessions(deps(request), await requireVerified(request));
      return reply.status(204).send();
    },
  );

  // 'Adgangsnøgler' on the profile (decision 053): adding one is the passkey ceremony at /api/auth/passkey/*.
  app.get(
    '/api/account/passkeys',
    {
      config: { access: 'verified' },
      schema: { tags: ['account'], response: { 200: passkeyListResponseSchema } },
    },
    async (request) => listOwnPasskeys(deps(request), await requireVerified(request)),
  );

  app.delete(
    '/api/account/passkeys/:passkeyId',
    {
      config: { access: 'verified' },
      schema: {
        tags: ['account'],
        params: z.object({ passkeyId: z.uuid() }),
        response: { 204: z.null(), 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      await removeOwnPasskey(deps(request), await requireVerified(request), request.params);
      return reply.status(204).send(null);
    },
  );
};

function filterCookies(headers: Headers): Headers {
  const result = new Headers();
  for (const cookie of headers.getSetCookie()) result.append('set-cookie', cookie);
  return result;
}
