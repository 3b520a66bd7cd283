import { companyAdminsResponseSchema, companyAdminsUpdateSchema, errorEnvelopeSchema } from '@kollega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/auth/request-context';
import { listCompanyAdmins, updateCompanyAdmins } from './company-admins';
import type { EmployeeDeps, EmployeeRoutesOptions } from './deps';

const errors = {
  400: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};

/**
 * `/api/company/admins`: the admin list on the company page (hr-core §2). The URL, the page and the contract are
 * the company area's; the rule is the employees': an admin is an employee with the admin role, and choosing
 * admins applies employee settings (invitations, plan limits). A server feature never reaches into another, so
 * the routes live beside that rule (decision 020).
 */
export const companyAdminsRoutes: FastifyPluginAsyncZod<EmployeeRoutesOptions> = async (app, options) => {
  const deps = (): EmployeeDeps => ({ db: app.database.db, log: app.log, ...options });

  app.get(
    '/api/company/admins',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['company'],
        summary: "The company's admins and what extra admins cost",
        response: { 200: companyAdminsResponseSchema },
      },
    },
    async (request) => listCompanyAdmins(app.database.db, await requireAdmin(request)),
  );

  app.put(
    '/api/company/admins',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['company'],
        summary: 'Choose the admins (the owner always is one)',
        body: companyAdminsUpdateSchema,
        response: { 200: companyAdminsResponseSchema, ...errors },
      },
    },
    async (request) =>
      updateCompanyAdmins(
        { ...deps(), log: request.log },
        await requireAdmin(request),
        request.body.employeeIds,
      ),
  );
};
