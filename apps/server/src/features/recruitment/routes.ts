import { errorEnvelopeSchema, recruitmentPageSchema } from '@kollega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/auth/request-context';
import { getRecruitment } from './get-recruitment';

/** /rekruttering (time-registration §2, §9; decision 031): what the caller's plan shows. */
export const recruitmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/recruitment',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['recruitment'],
        summary: 'The recruitment page: portal status, HR contact, the price list for the plan',
        response: { 200: recruitmentPageSchema, 403: errorEnvelopeSchema },
      },
    },
    async (request) => getRecruitment({ db: app.database.db }, await requireAdmin(request)),
  );
};
