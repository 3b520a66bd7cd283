import { dashboardSchema, errorEnvelopeSchema } from '@kollega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/auth/request-context';
import type { DashboardDeps, DashboardSources } from './deps';
import { getDashboard } from './get-dashboard';

export interface DashboardRoutesOptions {
  sources: DashboardSources;
}

/** The admin's home at / (hr-core §2, decision 032): one request for every block. Admins only. */
export const dashboardRoutes: FastifyPluginAsyncZod<DashboardRoutesOptions> = async (app, options) => {
  const deps = (): DashboardDeps => ({ db: app.database.db, sources: options.sources });
  app.get(
    '/api/dashboard',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['dashboard'],
        summary:
          "The admin's dashboard: agreements, checklists, suggestions, anniversaries, time registration, absence",
        response: { 200: dashboardSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
      },
      // The schema documents the answer; checking it again on the way out costs CPU on every request of the
      // heaviest route (decisions 054, 064), and the typed action already guarantees the shape (the tests parse it).
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => getDashboard(deps(), await requireAdmin(request)),
  );
};
