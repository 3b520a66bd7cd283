import { outboxResponseSchema } from '@kollega/domain';
import type { FastifyRequest } from 'fastify';
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

/**
 * The mail outbox for development (decisions.md 17): GET /api/dev/outbox for tests and tools, and the page
 * /dev/mail for people. Registered only outside production, when mail goes to the outbox and BASE_URL is a
 * loopback address (outbox-exposure.ts).
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', onlyFromThisMachine);
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
