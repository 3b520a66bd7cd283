import { closeCompanyRequestSchema, companyClosureSchema, errorEnvelopeSchema } from '@kollega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../../plugins/auth/request-context';
import { closeCompany, reopenCompany } from './close-company';

/** 'Luk konto' and 'Genåbn konto' on the company page (issue 33, decision 051): the owner only. */
export const closureRoutes: FastifyPluginAsyncZod<{ now?: () => Date }> = async (app, options) => {
  const deps = () => ({ db: app.database.db, now: options.now ?? (() => new Date()) });

  app.post(
    '/api/company/closure',
    {
      // Past the read-only rule, so closing twice says 'Kontoen er allerede lukket.' rather than the general refusal.
      config: { access: 'admin', whileClosed: true },
      schema: {
        tags: ['company'],
        summary:
          "'Luk konto': the owner closes the company's account; its data is deleted 30 days later unless reopened",
        body: closeCompanyRequestSchema,
        response: {
          200: companyClosureSchema,
          400: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request) => closeCompany(deps(), await requireAdmin(request), request.body),
  );

  app.delete(
    '/api/company/closure',
    {
      // The change a closed company is for: undoing it.
      config: { access: 'admin', whileClosed: true },
      schema: {
        tags: ['company'],
        summary: "'Genåbn konto': the owner undoes the closure before the data is deleted",
        response: {
          200: z.object({ reopened: z.literal(true) }),
          403: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request) => reopenCompany(deps(), await requireAdmin(request)),
  );
};
