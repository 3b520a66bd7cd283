import { companyAdminsResponseSchema, companyAdminsUpdateSchema, errorEnvelopeSchema } from '@kollega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actionRoutes } from '../../plugins/action-route';
import { listCompanyAdmins, updateCompanyAdmins } from './company-admins';
import type { EmployeeRoutesOptions, RequestDeps } from './deps';

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
  const route = actionRoutes(
    app,
    (request): RequestDeps => ({ db: app.database.db, log: request.log, ...options }),
  );

  route.get('/api/company/admins', {
    access: 'admin',
    schema: {
      tags: ['company'],
      summary: "The company's admins and what extra admins cost",
      response: { 200: companyAdminsResponseSchema },
    },
    action: listCompanyAdmins,
  });

  route.put('/api/company/admins', {
    access: 'admin',
    schema: {
      tags: ['company'],
      summary: 'Choose the admins (the owner always is one)',
      body: companyAdminsUpdateSchema,
      response: { 200: companyAdminsResponseSchema, ...errors },
    },
    input: (request) => ({ employeeIds: request.body.employeeIds }),
    action: updateCompanyAdmins,
  });
};
