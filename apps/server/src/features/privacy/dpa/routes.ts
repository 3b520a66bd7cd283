import { processingTermsSchema } from '@kollega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../../plugins/auth/request-context';
import { sendAttachment } from '../../../plugins/send-attachment';
import { getDataProcessingAgreement } from './get-dpa';
import { type ProcessingConfig, processingTerms } from './processing-terms';

/** The Databehandleraftale and the /privatliv page's facts (issue 33, decision 051). */
export const dpaRoutes: FastifyPluginAsyncZod<{ config: ProcessingConfig }> = async (app, options) => {
  app.get(
    '/api/privacy/processing',
    {
      config: { access: 'public' },
      schema: {
        tags: ['privacy'],
        summary:
          'Who processes the data and which sub-processors this installation uses (the /privatliv page)',
        response: { 200: processingTermsSchema },
      },
    },
    async () => processingTerms(options.config),
  );

  app.get(
    '/api/company/data-processing-agreement.pdf',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['company'],
        summary: "'Download databehandleraftale': the DPA between the company and the seller, as a PDF",
      },
    },
    async (request, reply) => {
      const file = await getDataProcessingAgreement(
        { db: app.database.db, config: options.config, now: () => new Date() },
        await requireAdmin(request),
      );
      return sendAttachment(reply, { ...file, contentType: 'application/pdf' });
    },
  );
};
