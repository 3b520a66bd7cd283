import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the routes' zod schemas: JSON at /api/docs/json, the browsable UI at /api/docs. */
export const openApiPlugin = fp<{ version: string }>(async function openApi(app: FastifyInstance, options) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Kollega API',
        description: 'HR og tidsregistrering for små danske virksomheder.',
        version: options.version,
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
