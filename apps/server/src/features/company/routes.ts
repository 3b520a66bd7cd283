import {
  billingDetailsSchema,
  companyResponseSchema,
  companyTwoFactorSettingSchema,
  completeSignupRequestSchema,
  completeSignupResponseSchema,
  cvrCompanySchema,
  cvrSearchRequestSchema,
  errorEnvelopeSchema,
} from '@kollega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CvrProvider } from '../../integrations/cvr/index';
import { actionRoutes } from '../../plugins/action-route';
import { addressKey } from '../../plugins/auth/client-address';
import { requireVerified } from '../../plugins/auth/request-context';
import { enforce, THROTTLE_RULES } from '../../plugins/throttle';
import { completeSignup } from './complete-signup';
import { getCompany } from './get-company';
import { searchCvr } from './search-cvr';
import { updateBilling } from './update-billing';
import { companyUpdateRequestSchema, updateCompany } from './update-company';
import { updateTwoFactorSetting } from './update-two-factor-setting';

export const companyRoutes: FastifyPluginAsyncZod<{ cvr: CvrProvider }> = async (app, options) => {
  const db = () => app.database.db;
  const route = actionRoutes(app, () => ({ db: db() }));

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

  app.post(
    '/api/company/search',
    {
      config: { access: 'verified' },
      schema: {
        tags: ['company'],
        summary: 'Look a company up in the CVR register by its CVR number',
        body: cvrSearchRequestSchema,
        response: {
          200: cvrCompanySchema,
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
          503: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      await requireVerified(request);
      await enforce(db(), `cvr-search:ip:${addressKey(request.ip)}`, THROTTLE_RULES.cvrSearchPerIp);
      return searchCvr(options.cvr, request.body);
    },
  );

  route.get('/api/company', {
    access: 'admin',
    schema: {
      tags: ['company'],
      summary: 'The signed-in admin’s company',
      response: { 200: companyResponseSchema },
    },
    action: getCompany,
  });

  route.put('/api/company', {
    access: 'admin',
    schema: {
      tags: ['company'],
      summary: 'Change the company’s name and address (the CVR number cannot change)',
      body: companyUpdateRequestSchema,
      response: { 200: companyResponseSchema, 400: errorEnvelopeSchema },
    },
    input: (request) => request.body,
    action: updateCompany,
  });

  route.put('/api/company/billing', {
    access: 'admin',
    schema: {
      tags: ['company'],
      summary: 'Change where invoices go',
      body: billingDetailsSchema,
      response: { 200: companyResponseSchema, 400: errorEnvelopeSchema },
    },
    input: (request) => request.body,
    action: updateBilling,
  });

  route.put('/api/company/two-factor', {
    access: 'admin',
    schema: {
      tags: ['company'],
      summary: 'The owner’s setting: every admin must use two-factor sign-in (decision 034)',
      body: companyTwoFactorSettingSchema,
      response: { 200: companyTwoFactorSettingSchema, 400: errorEnvelopeSchema, 403: errorEnvelopeSchema },
    },
    input: (request) => request.body,
    action: updateTwoFactorSetting,
  });
};
