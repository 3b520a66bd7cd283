import { AUTH_MESSAGES } from '@kollega/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error';
import { hit, isOverLimit, THROTTLE_RULES } from '../throttle';
import { type Auth, CLIENT_IP_HEADER } from './create-auth';
import { takeVerificationMailSlot } from './verification-mail-lock';

/** Copies Fastify's request into a Fetch Request for better-auth, with the real client address. */
export function toFetchRequest(request: FastifyRequest, baseUrl: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  return new Request(new URL(request.url, baseUrl), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
}

/** Copies better-auth's Fetch Response onto Fastify's reply, keeping every Set-Cookie. */
export async function sendFetchResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return reply.send(response.body ? await response.text() : null);
}

function emailOf(body: unknown): string {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/**
 * Sign-in limits: every attempt counts against the client address; failures count against the e-mail per
 * address and, more loosely, per e-mail overall. A locked e-mail+address pair does not lock the owner of the
 * e-mail out from elsewhere, and one address cannot lock everybody out (each address has its own bucket).
 */
async function throttleSignIn(request: FastifyRequest, run: () => Promise<Response>): Promise<Response> {
  const db = request.server.database.db;
  const email = emailOf(request.body);
  const ipAllowed = await hit(db, `sign-in:ip:${request.ip}`, THROTTLE_RULES.signInPerIp);
  const pairKey = `sign-in-failures:email-ip:${email}:${request.ip}`;
  const emailKey = `sign-in-failures:email:${email}`;
  if (
    !ipAllowed.allowed ||
    (email &&
      ((await isOverLimit(db, pairKey, THROTTLE_RULES.signInFailuresPerEmailAndIp)) ||
        (await isOverLimit(db, emailKey, THROTTLE_RULES.signInFailuresPerEmail))))
  ) {
    throw new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManyAttempts, { statusCode: 429 });
  }
  const response = await run();
  if (response.status === 401 && email) {
    await hit(db, pairKey, THROTTLE_RULES.signInFailuresPerEmailAndIp);
    await hit(db, emailKey, THROTTLE_RULES.signInFailuresPerEmail);
  }
  return response;
}

/**
 * better-auth at /api/auth/*: sign-up, sign-in, sign-out, sessions, verification, password reset and the admin
 * plugin (impersonation). Public by nature; each endpoint checks its own session.
 */
export async function authRoutes(app: FastifyInstance, options: { auth: Auth; baseUrl: string }) {
  const { auth, baseUrl } = options;
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    config: { access: 'public' },
    schema: { hide: true },
    async handler(request, reply) {
      const path = request.url.split('?')[0];
      const run = () => auth.handler(toFetchRequest(request, baseUrl));
      let response: Response;
      if (path === '/api/auth/sign-in/email') {
        response = await throttleSignIn(request, run);
      } else if (path === '/api/auth/sign-up/email') {
        const allowed = await hit(
          request.server.database.db,
          `sign-up:ip:${request.ip}`,
          THROTTLE_RULES.signUpPerIp,
        );
        if (!allowed.allowed)
          throw new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManyAttempts, { statusCode: 429 });
        response = await run();
        // better-auth sent the first verification e-mail: the 3-minute resend lock starts now.
        if (response.ok) await takeVerificationMailSlot(request.server.database.db, emailOf(request.body));
      } else {
        response = await run();
      }
      return sendFetchResponse(reply, response);
    },
  });
}
