import { outboxResponseSchema } from '@kollega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listOutboxMessages } from './list-outbox';
import { renderMailPage } from './mail-page';

/**
 * The mail outbox for development (decisions.md 17): GET /api/dev/outbox for tests and tools, and the page
 * /dev/mail for people. Registered only outside production (app.ts), so they need no access rule of their own.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const messages = await listOutboxMessages(app.database.db);
      return {
        messages: messages.map((message) => ({ ...message, createdAt: message.createdAt.toISOString() })),
      };
    },
  );

  app.get('/dev/mail', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderMailPage(await listOutboxMessages(app.database.db))),
  );
};
