import {
  completeSignupRequestSchema,
  completeSignupResponseSchema,
  errorEnvelopeSchema,
} from '@kollega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireVerified } from '../../plugins/auth/request-context';
import { completeSignup } from './complete-signup';

export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/company/add',
    {
      config: { access: 'verified' },
      schema: {
        tags: ['company'],
        summary: 'Complete signup: create the company with the signed-in user as owner and admin',
        body: completeSignupRequestSchema,
        response: { 201: completeSignupResponseSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const session = await requireVerified(request);
      const { companyId } = await completeSignup(app.database.db, session, request.body);
      return reply.status(201).send({ status: 'success', id: companyId });
    },
  );
};
