import { adminCompaniesResponseSchema } from '@kollega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSuperadmin } from '../../plugins/auth/request-context';
import { listCompanies } from './list-companies';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/companies',
    {
      config: { access: 'superadmin' },
      schema: {
        tags: ['admin'],
        summary: 'Every company, for the super admin',
        response: { 200: adminCompaniesResponseSchema },
      },
    },
    async (request) => listCompanies(app.database.db, await requireSuperadmin(request)),
  );
};
