import { createHash, timingSafeEqual } from 'node:crypto';
import { outboxResponseSchema } from '@kollega/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../errors/app-error';
import { listOutboxMessages } from './list-outbox';
import { renderMailPage } from './mail-page';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const LOCAL_HOSTS = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/;

/**
 * The outbox holds live verification and reset links, so it is for the developer's own machine only: the
 * connection must come from loopback (the socket's address; X-Forwarded-For is not trusted here) and the Host
 * must be a local name, so that neither another machine on the network nor a web page using DNS rebinding
 * can read it. Anything else gets the same 404 as in production.
 */
async function onlyFromThisMachine(request: FastifyRequest) {
  const remote = request.socket.remoteAddress ?? '';
  if (!LOOPBACK.test(remote) || !LOCAL_HOSTS.test(request.headers.host ?? '')) throw notFound();
}

/** The cookie /dev/mail?token=… sets, so the page and its reloads need the token in the address only once. */
export const DEV_OUTBOX_COOKIE = 'kollega_dev_outbox';
/** Tools (the e2e tests) send the token as this header instead. */
export const DEV_OUTBOX_HEADER = 'x-dev-outbox-token';

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** Compared as hashes: equal length for timingSafeEqual, and no early exit on the first wrong character. */
function sameToken(given: string | undefined, token: string): boolean {
  if (!given) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * Issue 25: being local is not enough (a proxy on the same host rewrites Host and adds no X-Forwarded-For),
 * so every request also shows the token printed at start-up: in the query (`?token=`, the link to open), the
 * header, or the cookie the link sets. Without it the outbox answers 404 like any unknown path.
 */
function withTheToken(token: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const query = (request.query as Record<string, unknown> | undefined)?.token;
    const fromQuery = typeof query === 'string' ? query : undefined;
    const header = request.headers[DEV_OUTBOX_HEADER];
    const given = [
      fromQuery,
      typeof header === 'string' ? header : undefined,
      cookieValue(request.headers.cookie, DEV_OUTBOX_COOKIE),
    ];
    if (!given.some((value) => sameToken(value, token))) throw notFound();
    if (fromQuery !== undefined && request.routeOptions.url === '/dev/mail') {
      // The token leaves the address bar (history, Referer of the links the page holds) for a cookie.
      return reply
        .header('set-cookie', `${DEV_OUTBOX_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Strict`)
        .header('cache-control', 'no-store')
        .redirect('/dev/mail', 302);
    }
    return undefined;
  };
}

/**
 * The mail outbox for development (docs/rules/platform.md#ruling-17): GET /api/dev/outbox for tests and tools, and the page
 * /dev/mail for people. Registered only outside production, when mail goes to the outbox and BASE_URL is a
 * loopback address (outbox-exposure.ts), and answered only with the start-up token.
 */
export const devRoutes: FastifyPluginAsyncZod<{ token: string }> = async (app, options) => {
  app.addHook('onRequest', onlyFromThisMachine);
  app.addHook('onRequest', withTheToken(options.token));
  app.get(
    '/api/dev/outbox',
    {
      config: { access: 'public' },
      schema: {
        tags: ['dev'],
        summary: 'The mail outbox, newest first (not in production)',
        response: { 200: outboxResponseSchema },
      },
    },
    async () => {
      const messages = await listOutboxMessages(app.database.privilegedDb);
      return {
        messages: messages.map((message) => ({ ...message, createdAt: message.createdAt.toISOString() })),
      };
    },
  );

  app.get('/dev/mail', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderMailPage(await listOutboxMessages(app.database.privilegedDb))),
  );
};
