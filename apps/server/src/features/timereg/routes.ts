import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { timeregAdminRoutes } from './admin-routes';
import { timeregMeRoutes } from './me-routes';

/**
 * Time registration (time-registration §2–§5): the admin routes under /api/timereg and the employee app's own
 * under /api/me/timereg. Each route parses with the domain's schemas and calls one action in this folder.
 */
export const timeregRoutes: FastifyPluginAsyncZod<{ billingEnabled?: boolean }> = async (app, options) => {
  await app.register(timeregAdminRoutes, { billingEnabled: options.billingEnabled ?? true });
  await app.register(timeregMeRoutes);
};
