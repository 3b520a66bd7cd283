import Fastify, { type FastifyRequest, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { actionRoutes } from '../../src/plugins/action-route';
import type { MemberContext } from '../../src/plugins/auth/request-context';

/** The route helper on a bare Fastify: what it registers, what it hands the action, how it answers. */
describe('actionRoutes', () => {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  const registered: RouteOptions[] = [];
  const member = {
    userId: 'user-1',
    companyId: 'company-1',
    employeeId: 'employee-1',
    role: 'employee',
    emailVerified: true,
  } as unknown as MemberContext;
  const calls: { deps: unknown; ctx: unknown; input: unknown }[] = [];

  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.addHook('onRoute', (route) => {
      registered.push(route);
    });
    // The signed-in member every request here comes from; `x-signed-out` makes a stranger of it.
    app.decorateRequest('resolveContext', function resolveContext(this: FastifyRequest) {
      const signedOut = this.headers['x-signed-out'] === '1';
      return Promise.resolve(
        signedOut ? { session: null, member: null } : { session: member as unknown as MemberContext, member },
      );
    });
    const route = actionRoutes(app, (request) => ({ requestId: request.id }));
    route.put('/things/:thingId', {
      access: 'member',
      config: { whileClosed: true },
      schema: { params: z.object({ thingId: z.string() }), body: z.object({ name: z.string().trim() }) },
      input: (request, ctx) => ({ ...request.params, ...request.body, by: ctx.employeeId }),
      action: async (deps, ctx, input) => {
        calls.push({ deps, ctx, input });
        return { saved: input.name };
      },
    });
    route.post('/things', {
      access: 'member',
      schema: {},
      action: async () => ({ created: true }),
      status: 201,
    });
    route.delete('/things', {
      access: 'member',
      schema: {},
      action: async () => undefined,
      status: 204,
    });
    route.get('/things/file', {
      access: 'member',
      schema: {},
      action: async () => 'the bytes',
      send: (reply, text) => reply.header('x-file', 'yes').type('text/plain').send(text),
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('registers the access rule and the rest of the config', () => {
    const put = registered.find((route) => route.method === 'PUT');
    expect(put?.config).toMatchObject({ access: 'member', whileClosed: true });
  });

  it('hands the action its deps, the caller and the input built from params, body and the caller', async () => {
    calls.length = 0;
    const answer = await app.inject({ method: 'PUT', url: '/things/abc', payload: { name: ' Bo ' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ saved: 'Bo' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.ctx).toBe(member);
    expect(calls[0]?.input).toEqual({ thingId: 'abc', name: 'Bo', by: 'employee-1' });
    expect(calls[0]?.deps).toEqual({ requestId: expect.any(String) });
  });

  it('answers with the status or the sender the route names', async () => {
    expect((await app.inject({ method: 'POST', url: '/things' })).statusCode).toBe(201);
    const deleted = await app.inject({ method: 'DELETE', url: '/things' });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    const file = await app.inject({ method: 'GET', url: '/things/file' });
    expect(file.headers['x-file']).toBe('yes');
    expect(file.body).toBe('the bytes');
  });

  it('never calls the action for a caller the guard refuses', async () => {
    calls.length = 0;
    const answer = await app.inject({
      method: 'PUT',
      url: '/things/abc',
      headers: { 'x-signed-out': '1' },
      payload: { name: 'Bo' },
    });
    expect(answer.statusCode).toBe(401);
    expect(calls).toHaveLength(0);
  });
});
