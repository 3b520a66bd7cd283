import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type {
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  FastifySerializerCompiler,
  HTTPMethods,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  requireAdmin,
  requireMember,
  requireSession,
  requireSuperadmin,
  requireVerified,
} from './auth/request-context';

/**
 * One route that calls one action (decision 039: every action is `(deps, ctx, input)`): the route declares its
 * URL, its access rule, its OpenAPI schema, how `input` is built from params, body and query, and the action;
 * this file does the rest the route files all wrote by hand: the `config.access`, the matching `require…` guard
 * for the caller's context (one word, so the two can no longer disagree), the deps, the call, and the answer.
 *
 *   route.put('/api/me/tasks/:taskId', {
 *     access: 'member',
 *     schema: { tags, summary, params, body, response },
 *     input: (request) => ({ taskId: request.params.taskId, checked: request.body.checked }),
 *     action: checkMyTask,
 *   });
 *
 * A route that does more than call one action (a redirect, a stream it builds itself) stays a plain `app.get`.
 */

/** The guard that gives each signed-in access rule its typed caller; a public route has no caller. */
const CALLERS = {
  session: requireSession,
  verified: requireVerified,
  member: requireMember,
  admin: requireAdmin,
  superadmin: requireSuperadmin,
} as const;

export type CallerAccess = keyof typeof CALLERS;
export type CallerOf<Access extends CallerAccess> = Awaited<ReturnType<(typeof CALLERS)[Access]>>;

/** The app a route plugin is handed (`FastifyPluginAsyncZod`): request types come from the zod schemas. */
type ZodApp = FastifyInstance<Server, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

/** The request as the route's schema types it: `params`, `body` and `querystring` parsed by zod. */
export type RouteRequest<Schema extends FastifySchema> = FastifyRequest<
  RouteGenericInterface,
  Server,
  IncomingMessage,
  Schema,
  ZodTypeProvider
>;

/** The status a successful answer is sent with; 204 sends no body. */
type SuccessStatus = 200 | 201 | 202 | 204;

interface RouteBase<Schema extends FastifySchema, Access extends CallerAccess, Out> {
  access: Access;
  /** The rest of the route's config (`heavy`, `whileClosed`); the access rule is `access`. */
  config?: Omit<FastifyContextConfig, 'access'>;
  schema: Schema;
  /** 200 unless said. */
  status?: SuccessStatus;
  /** A route's own serializer (Overblik's answer skips the response check, decision 011). */
  serializerCompiler?: FastifySerializerCompiler<unknown>;
  /** How a result that is not JSON is sent (`sendAttachment`, `sendWorkbook`, a header first). */
  send?: (reply: FastifyReply, result: Out) => unknown;
}

/** An action that takes input: `input` builds it from the request, after the caller is known. */
interface RouteWithInput<Deps, Schema extends FastifySchema, Access extends CallerAccess, Input, Out>
  extends RouteBase<Schema, Access, Out> {
  /** Gets the caller too, for an id that comes from the verified context (the caller's own record). */
  input: (request: RouteRequest<Schema>, ctx: CallerOf<Access>) => Input | Promise<Input>;
  action: (deps: Deps, ctx: CallerOf<Access>, input: Input) => Promise<Out>;
}

/** An action without input: `(deps, ctx)`. */
interface RouteWithoutInput<Deps, Schema extends FastifySchema, Access extends CallerAccess, Out>
  extends RouteBase<Schema, Access, Out> {
  input?: undefined;
  action: (deps: Deps, ctx: CallerOf<Access>) => Promise<Out>;
}

type ActionRoute<Deps, Schema extends FastifySchema, Access extends CallerAccess, Input, Out> =
  | RouteWithInput<Deps, Schema, Access, Input, Out>
  | RouteWithoutInput<Deps, Schema, Access, Out>;

type AddRoute<Deps> = <Schema extends FastifySchema, Access extends CallerAccess, Input, Out>(
  url: string,
  route: ActionRoute<Deps, Schema, Access, Input, Out>,
) => void;

export interface ActionRoutes<Deps> {
  get: AddRoute<Deps>;
  post: AddRoute<Deps>;
  put: AddRoute<Deps>;
  delete: AddRoute<Deps>;
}

/**
 * The route adders of one plugin: `deps` is what every action of the plugin is handed (built per request, so a
 * request's own logger can go in).
 */
export function actionRoutes<Deps>(app: ZodApp, deps: (request: FastifyRequest) => Deps): ActionRoutes<Deps> {
  // Registered through the untyped app: the schema's types are checked where the route is declared.
  const plain = app as unknown as FastifyInstance;
  const adder =
    (method: HTTPMethods): AddRoute<Deps> =>
    (url, route) => {
      const caller = CALLERS[route.access] as (request: FastifyRequest) => Promise<never>;
      const withInput = route as unknown as RouteWithInput<
        Deps,
        FastifySchema,
        CallerAccess,
        unknown,
        unknown
      >;
      const withoutInput = route as unknown as RouteWithoutInput<Deps, FastifySchema, CallerAccess, unknown>;
      const send = route.send as ((reply: FastifyReply, result: unknown) => unknown) | undefined;
      const handler = async (request: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
        const ctx = await caller(request);
        const result = withInput.input
          ? await withInput.action(deps(request), ctx, await withInput.input(request as never, ctx))
          : await withoutInput.action(deps(request), ctx);
        if (send) return send(reply, result);
        if (route.status === 204) return reply.status(204).send(null);
        if (route.status) return reply.status(route.status).send(result);
        return result;
      };
      plain.route({
        method,
        url,
        config: { ...route.config, access: route.access },
        schema: route.schema as FastifySchema,
        ...(route.serializerCompiler ? { serializerCompiler: route.serializerCompiler } : {}),
        handler: handler as RouteHandlerMethod,
      });
    };
  return { get: adder('GET'), post: adder('POST'), put: adder('PUT'), delete: adder('DELETE') };
}
