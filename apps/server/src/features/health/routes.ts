import { errorEnvelopeSchema, healthResponseSchema } from '@kollega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkHealth } from './service';

export const healthRoutes: FastifyPluginAsyncZod<{ version: string }> = async (app, options) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['platform'],
        summary: 'Liveness and database round trip',
        response: { 200: healthResponseSchema, 503: errorEnvelopeSchema },
      },
    },
    async () => checkHealth(app.database, options.version),
  );
};
