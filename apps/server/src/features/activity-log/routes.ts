import { activityLogQuerySchema, activityLogResponseSchema, errorEnvelopeSchema } from '@kollega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/auth/request-context';
import { exportActivity } from './export-activity';
import { listActivity } from './list-activity';

/** 'Aktivitetslog' (issue 25, decision 034): the company's audit rows for its owner and admins. */
export const activityLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.database.db });

  app.get(
    '/api/company/activity-log',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['company'],
        summary: "'Aktivitetslog': one page of the company's audit rows, filtered",
        querystring: activityLogQuerySchema,
        response: { 200: activityLogResponseSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request) => listActivity(deps(), await requireAdmin(request), request.query),
  );

  app.get(
    '/api/company/activity-log.csv',
    {
      // One at a time per company in embedded mode, as every synchronous data export (decision 035).
      config: { access: 'admin', heavy: true },
      schema: {
        tags: ['company'],
        summary: "'Aktivitetslog' as CSV: every row the filters match, streamed",
        querystring: activityLogQuerySchema,
      },
    },
    async (request, reply) => {
      const { fileName, stream } = exportActivity(deps(), await requireAdmin(request), request.query);
      return reply
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .type('text/csv; charset=utf-8')
        .send(stream);
    },
  );
};
