import {
  errorEnvelopeSchema,
  exportJobSchema,
  myExportQuerySchema,
  overviewQuerySchema,
  personDataExportRequestSchema,
} from '@kollega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { actionRoutes } from '../../plugins/action-route';
import { requireAdmin, requireMember } from '../../plugins/auth/request-context';
import { sendAttachment } from '../../plugins/send-attachment';
import { assertPersonExportable } from '../privacy/public';
import type { ExportDeps } from './deps';
import { downloadExport } from './download-export';
import { getExport } from './get-export';
import { startExport } from './start-export';

const errors = {
  400: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};
const exportParams = z.object({ exportId: z.string() });

/**
 * Background exports (issue 25, decision 035): start one (202 with the job), ask how far it is, download the
 * file when it is done. The file is made by the export runner, never inside a request.
 */
export const exportRoutes: FastifyPluginAsyncZod<{ deps: ExportDeps }> = async (app, options) => {
  const { deps } = options;
  const route = actionRoutes(app, () => deps);

  app.post(
    '/api/exports/overview',
    {
      config: { access: 'admin', whileClosed: true },
      schema: {
        tags: ['exports'],
        summary:
          "Start Overblik's XLSX export ('Eksportér') as a background job; the body is Overblik's filters",
        body: overviewQuerySchema,
        response: { 202: exportJobSchema, ...errors },
      },
    },
    async (request, reply) => {
      const job = await startExport(deps, await requireAdmin(request), {
        kind: 'overview-xlsx',
        params: request.body,
      });
      return reply.status(202).send(job);
    },
  );

  app.post(
    '/api/exports/my-registrations',
    {
      config: { access: 'member', whileClosed: true },
      schema: {
        tags: ['exports'],
        summary: 'Start the PDF of my own registrations over a period as a background job',
        body: myExportQuerySchema,
        response: { 202: exportJobSchema, ...errors },
      },
    },
    async (request, reply) => {
      const job = await startExport(deps, await requireMember(request), {
        kind: 'my-pdf',
        params: request.body,
      });
      return reply.status(202).send(job);
    },
  );

  app.post(
    '/api/exports/person-data',
    {
      config: { access: 'admin', whileClosed: true },
      schema: {
        tags: ['exports'],
        summary:
          "Start 'Eksportér persondata' for one employee (a ZIP: JSON, files, Danish PDF summary) as a background job",
        body: personDataExportRequestSchema,
        response: { 202: exportJobSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = await requireAdmin(request);
      // 404 before a job is recorded for someone the admin may not see (issue 33).
      await assertPersonExportable(deps.db, ctx, request.body);
      const job = await startExport(deps, ctx, { kind: 'person-data-zip', params: request.body });
      return reply.status(202).send(job);
    },
  );

  app.post(
    '/api/exports/company-data',
    {
      config: { access: 'admin', whileClosed: true },
      schema: {
        tags: ['exports'],
        summary:
          "'Eksportér alle data' (the owner, e.g. before 'Luk konto'): every employee's person-data export and the invoices in one ZIP",
        response: { 202: exportJobSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = await requireAdmin(request);
      if (!ctx.isOwner) throw new AppError('COMPANY_EXPORT_OWNER_ONLY');
      const job = await startExport(deps, ctx, { kind: 'company-data-zip', params: {} });
      return reply.status(202).send(job);
    },
  );

  route.get('/api/exports/:exportId', {
    access: 'member',
    schema: {
      tags: ['exports'],
      summary: 'How far my export is (status and progress 0–100)',
      params: exportParams,
      response: { 200: exportJobSchema, ...errors },
    },
    input: (request) => request.params,
    action: getExport,
    // Polled every second while a job runs: never from a cache.
    send: (reply, job) => reply.header('cache-control', 'no-store').send(job),
  });

  route.get('/api/exports/:exportId/file', {
    access: 'member',
    schema: {
      tags: ['exports'],
      summary: "My finished export's file; 409 while it is being made",
      params: exportParams,
    },
    input: (request) => request.params,
    action: downloadExport,
    send: sendAttachment,
  });
};
