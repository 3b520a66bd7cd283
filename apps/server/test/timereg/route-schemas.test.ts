import * as domain from '@kollega/domain';
import Fastify, { type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { timeregRoutes } from '../../src/features/timereg/routes';

/** The routes time registration declares, with their schemas, as Fastify sees them (no database needed). */
async function declaredRoutes(): Promise<RouteOptions[]> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  await app.register(timeregRoutes);
  await app.ready();
  await app.close();
  return routes;
}

describe("time registration's routes", () => {
  it('answer with the named schemas of @kollega/domain, the ones the web reads them with', async () => {
    const named = new Set<unknown>(Object.values(domain));
    const inline: string[] = [];
    for (const route of await declaredRoutes()) {
      const responses = (route.schema?.response ?? {}) as Record<string, unknown>;
      for (const [status, schema] of Object.entries(responses)) {
        // 204 has no body to share.
        if (status === '204') continue;
        if (!named.has(schema)) inline.push(`${route.method} ${route.url} ${status}`);
      }
      if (route.schema?.body && !named.has(route.schema.body))
        inline.push(`${route.method} ${route.url} body`);
      if (route.schema?.querystring && !named.has(route.schema.querystring)) {
        inline.push(`${route.method} ${route.url} querystring`);
      }
    }
    expect(inline).toEqual([]);
  });
});
