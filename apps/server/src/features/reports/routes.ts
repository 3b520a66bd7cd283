import {
  errorEnvelopeSchema,
  REPORT_KINDS,
  reportParamsSchema,
  reportQuerySchema,
  reportSchema,
} from '@kollega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actionRoutes } from '../../plugins/action-route';
import { sendWorkbook } from '../../plugins/send-attachment';
import { buildReport } from './build-report';
import type { ReportsDeps } from './deps';
import { exportReport } from './export-report';

const errors = { 400: errorEnvelopeSchema, 403: errorEnvelopeSchema };

/**
 * Rapporter (issue 30, docs/decisions/042-reports.md): six reports of the caller's company as figures and as an
 * XLSX workbook. Admins only, premium plans only (freemium gets 403 with the Danish plan message); the period is
 * at most 5 years.
 */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = actionRoutes(app, (): ReportsDeps => ({ db: app.database.db, now: () => new Date() }));
  const tags = ['reports'];

  route.get('/api/reports/:report', {
    access: 'admin',
    schema: {
      tags,
      summary: `One report (${REPORT_KINDS.join(', ')}) for a period of months and a department`,
      params: reportParamsSchema,
      querystring: reportQuerySchema,
      response: { 200: reportSchema, ...errors },
    },
    input: (request) => ({ ...request.query, kind: request.params.report }),
    action: buildReport,
  });

  route.get('/api/reports/:report/export.xlsx', {
    access: 'admin',
    schema: {
      tags,
      summary: "One report's tables as an XLSX workbook ('Eksportér (XLSX)')",
      params: reportParamsSchema,
      querystring: reportQuerySchema,
      response: errors,
    },
    input: (request) => ({ ...request.query, kind: request.params.report }),
    action: exportReport,
    send: sendWorkbook,
  });
};
