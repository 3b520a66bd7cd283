import { AsyncResource } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { runInRequestScope } from '../db/tenant-scope';

const scopeResource = Symbol('tenantScopeResource');
type ScopedRequest = FastifyRequest & { [scopeResource]?: AsyncResource };

/**
 * Gives every request its own tenant scope (db/tenant-scope.ts), with no company until request-context.ts has
 * verified the session. The same technique as @fastify/request-context: the scope starts in onRequest, and
 * preValidation re-enters it, because a parsed body resumes the request from the socket's stream events,
 * outside the scope.
 */
export const tenantScopePlugin = fp(async function tenantScope(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    runInRequestScope(() => {
      const resource = new AsyncResource('kollega-tenant-scope');
      (request as ScopedRequest)[scopeResource] = resource;
      resource.runInAsyncScope(done, request.raw);
    });
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const resource = (request as ScopedRequest)[scopeResource];
    if (resource) resource.runInAsyncScope(done, request.raw);
    else done();
  });
});
