import {
  errorEnvelopeSchema,
  importConfirmRequestSchema,
  importFileResponseSchema,
  importResultSchema,
  importRowsRequestSchema,
} from '@kollega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FieldCipher } from '../../integrations/crypto/index';
import { requireAdmin } from '../../plugins/auth/request-context';
import { sendWorkbook } from '../../plugins/send-attachment';
import { confirmEmployeeImport } from './confirm-employee-import';
import type { ImportDeps } from './deps';
import { employeeImportTemplate } from './employee-import-template';
import { previewEmployeeImport } from './preview-employee-import';
import { readEmployeeFile } from './read-employee-file';
import { readImportUpload } from './read-import-upload';

export interface ImportRoutesOptions {
  cipher: FieldCipher;
}

const tags = ['imports'];
const errors = {
  400: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};

/**
 * The mapped rows of a 5 MB file as JSON: field names on every cell make them larger than the file, and
 * Fastify's default of 1 MB would refuse a file of a few thousand rows that the upload accepted (decision 038).
 */
const ROWS_BODY_LIMIT = 16 * 1024 * 1024;

/**
 * 'Importér medarbejdere' (issue 28, decision 038): read a file, preview the mapped rows, confirm them; and the
 * template. Admins only; everything written to the caller's company.
 */
export const importRoutes: FastifyPluginAsyncZod<ImportRoutesOptions> = async (app, options) => {
  const deps = (): ImportDeps => ({ db: app.database.db, cipher: options.cipher });

  app.get(
    '/api/imports/employees/template',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'The import template (XLSX)' },
    },
    async (request, reply) => {
      await requireAdmin(request);
      return sendWorkbook(reply, employeeImportTemplate);
    },
  );

  app.post(
    '/api/imports/employees/file',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'Read an .xlsx or .csv file (multipart/form-data, field `file`, at most 5 MB and 5,000 rows)',
        consumes: ['multipart/form-data'],
        response: {
          200: importFileResponseSchema,
          413: errorEnvelopeSchema,
          415: errorEnvelopeSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const ctx = await requireAdmin(request);
      return readEmployeeFile(deps(), ctx, await readImportUpload(request));
    },
  );

  app.post(
    '/api/imports/employees/preview',
    {
      config: { access: 'admin' },
      bodyLimit: ROWS_BODY_LIMIT,
      schema: {
        tags,
        summary: 'What the import would do with each mapped row (writes nothing)',
        body: importRowsRequestSchema,
        response: { 200: importResultSchema, ...errors },
      },
    },
    async (request) => previewEmployeeImport(deps(), await requireAdmin(request), request.body),
  );

  app.post(
    '/api/imports/employees/confirm',
    {
      config: { access: 'admin' },
      bodyLimit: ROWS_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Import the mapped rows (validated again) in one transaction',
        body: importConfirmRequestSchema,
        response: { 200: importResultSchema, ...errors },
      },
    },
    async (request) => confirmEmployeeImport(deps(), await requireAdmin(request), request.body),
  );
};
