import { documentTemplateListSchema, errorEnvelopeSchema } from '@kollega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Storage } from '../../integrations/storage/index';
import { requireAdmin } from '../../plugins/auth/request-context';
import { sendAttachment } from '../../plugins/send-attachment';
import { listTemplates } from './list-templates';
import { templateFile } from './template-file';

/** /skabeloner (hr-core §2 contracts page, docs/rules/platform.md#ruling-23, decision 031): the same templates for every company. */
export const templateRoutes: FastifyPluginAsyncZod<{ storage: Storage }> = async (app, options) => {
  const tags = ['templates'];
  app.get(
    '/api/templates',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'The document templates, by sort order',
        response: { 200: documentTemplateListSchema, 403: errorEnvelopeSchema },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return listTemplates({ db: app.database.db });
    },
  );

  app.get(
    '/api/templates/:templateId/file',
    {
      config: { access: 'admin' },
      schema: { tags, summary: "Download a template's file", params: z.object({ templateId: z.string() }) },
    },
    async (request, reply) => {
      await requireAdmin(request);
      const file = await templateFile(
        { db: app.database.db, storage: options.storage, log: request.log },
        request.params,
      );
      return sendAttachment(reply, file);
    },
  );
};
