import {
  cprRevealSchema,
  employeeCreatedSchema,
  employeeDeleteSchema,
  employeeDetailSchema,
  employeeDocumentKindSchema,
  employeeDocumentSchema,
  employeeDocumentsResponseSchema,
  employeeHistoryResponseSchema,
  employeeListResponseSchema,
  employeeSettingsResponseSchema,
  employeeSettingsSchema,
  employeeUpdateSchema,
  errorEnvelopeSchema,
  newEmployeeSchema,
} from '@kollega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readDocumentUpload } from '../../integrations/uploads/index';
import { actionRoutes } from '../../plugins/action-route';
import { sendAttachment, sendWorkbook } from '../../plugins/send-attachment';
import { companyAdminsRoutes } from './company-admins-routes';
import { createEmployee } from './create-employee';
import { deleteEmployee } from './delete-employee';
import type { EmployeeRoutesOptions, RequestDeps } from './deps';
import { deleteDocument } from './documents/delete-document';
import { documentFile } from './documents/document-file';
import { listDocuments } from './documents/list-documents';
import { uploadDocument } from './documents/upload-document';
import { employeeHistory } from './employee-history';
import { deleteEmployeePhoto, replaceEmployeePhoto } from './employee-photo';
import { exportEmployees } from './export/export-employees';
import { getEmployee } from './get-employee';
import { listEmployees } from './list-employees';
import { readPhotoUpload } from './profile/read-photo-upload';
import { revealCpr } from './reveal-cpr';
import { updateEmployee } from './update-employee';
import { updateEmployeeSettings } from './update-settings';

const employeeParams = z.object({ employeeId: z.string() });
const documentParams = z.object({ employeeId: z.string(), documentId: z.string() });
const errors = {
  400: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};

/**
 * The employee pages (hr-core §2, §3, §5, §7): the list, 'Opret medarbejder', the detail tabs Profil, Dokumenter
 * and Indstillinger, delete, the history; and, through company-admins-routes.ts, the admin list on /company. Admins only; everything scoped to the
 * caller's company, and another company's or a hidden employee's id answers 404 (DESIGN.md rule 1).
 */
export const employeeRoutes: FastifyPluginAsyncZod<EmployeeRoutesOptions> = async (app, options) => {
  const route = actionRoutes(
    app,
    (request): RequestDeps => ({ db: app.database.db, log: request.log, ...options }),
  );
  await app.register(companyAdminsRoutes, options);

  route.get('/api/employees', {
    access: 'admin',
    schema: {
      tags: ['employees'],
      summary: 'The employee list with the plan limit',
      response: { 200: employeeListResponseSchema },
    },
    // The schema documents the answer; checking a thousand rows against it again on the way out costs
    // milliseconds a request (decision 054), and the typed action already guarantees the shape (the tests parse it).
    serializerCompiler: () => (data) => JSON.stringify(data),
    action: listEmployees,
  });

  route.get('/api/employees/export.xlsx', {
    access: 'admin',
    schema: {
      tags: ['employees'],
      summary: "The employees as an XLSX workbook ('Eksportér (XLSX)'), CPR only for the owner",
      querystring: z.object({ cpr: z.enum(['true', 'false']).optional() }),
      response: { 403: errorEnvelopeSchema },
    },
    input: (request) => ({ cpr: request.query.cpr === 'true' }),
    action: exportEmployees,
    send: sendWorkbook,
  });

  route.post('/api/employees', {
    access: 'admin',
    schema: {
      tags: ['employees'],
      summary: "Create an employee ('Opret medarbejder')",
      body: newEmployeeSchema,
      response: { 201: employeeCreatedSchema, ...errors },
    },
    input: (request) => request.body,
    action: createEmployee,
    status: 201,
  });

  route.get('/api/employees/:employeeId', {
    access: 'admin',
    schema: {
      tags: ['employees'],
      summary: 'One employee, the CPR number masked',
      params: employeeParams,
      response: { 200: employeeDetailSchema, 404: errorEnvelopeSchema },
    },
    input: (request) => request.params,
    action: getEmployee,
  });

  route.put('/api/employees/:employeeId', {
    access: 'admin',
    schema: {
      tags: ['employees'],
      summary:
        'Save the Profil tab (the whole record; blank fields are cleared; an absent cprNumber is kept)',
      params: employeeParams,
      body: employeeUpdateSchema,
      response: { 200: employeeDetailSchema, ...errors },
    },
    input: (request) => ({ ...request.body, employeeId: request.params.employeeId }),
    action: updateEmployee,
  });

  route.post('/api/employees/:employeeId/cpr/reveal', {
    access: 'admin',
    schema: {
      tags: ['employees'],
      summary: 'The full CPR number (audit-logged)',
      params: employeeParams,
      response: { 200: cprRevealSchema, 404: errorEnvelopeSchema },
    },
    input: (request) => request.params,
    action: revealCpr,
  });

  route.put('/api/employees/:employeeId/settings', {
    access: 'admin',
    schema: {
      tags: ['employees'],
      summary: 'Save the Indstillinger tab (admin, app access, exemptions)',
      params: employeeParams,
      body: employeeSettingsSchema,
      response: { 200: employeeSettingsResponseSchema, ...errors },
    },
    input: (request) => ({ ...request.body, employeeId: request.params.employeeId }),
    action: updateEmployeeSettings,
  });

  route.delete('/api/employees/:employeeId', {
    access: 'admin',
    schema: {
      tags: ['employees'],
      summary: 'Delete an employee (the full name typed as confirmation)',
      params: employeeParams,
      body: employeeDeleteSchema,
      response: { 204: z.null(), ...errors },
    },
    input: (request) => ({ employeeId: request.params.employeeId, confirmName: request.body.confirmName }),
    action: deleteEmployee,
    status: 204,
  });

  route.get('/api/employees/:employeeId/history', {
    access: 'admin',
    schema: {
      tags: ['employees'],
      summary: 'Who changed which field when',
      params: employeeParams,
      response: { 200: employeeHistoryResponseSchema, 404: errorEnvelopeSchema },
    },
    input: (request) => request.params,
    action: employeeHistory,
  });

  route.put('/api/employees/:employeeId/photo', {
    access: 'admin',
    schema: {
      tags: ['employees'],
      summary:
        "Upload an employee's photo (multipart/form-data, field `file`: JPEG, PNG or WebP, at most 5 MB)",
      consumes: ['multipart/form-data'],
      params: employeeParams,
      response: {
        200: employeeDetailSchema,
        413: errorEnvelopeSchema,
        415: errorEnvelopeSchema,
        ...errors,
      },
    },
    input: (request) => ({ employeeId: request.params.employeeId, upload: () => readPhotoUpload(request) }),
    action: replaceEmployeePhoto,
  });

  route.delete('/api/employees/:employeeId/photo', {
    access: 'admin',
    schema: {
      tags: ['employees'],
      summary: "Delete an employee's photo",
      params: employeeParams,
      response: { 200: employeeDetailSchema, 404: errorEnvelopeSchema },
    },
    input: (request) => request.params,
    action: deleteEmployeePhoto,
  });

  route.get('/api/employees/:employeeId/documents', {
    access: 'admin',
    schema: {
      tags: ['employees'],
      summary: 'The Dokumenter tab: employment contract and other documents',
      params: employeeParams,
      response: { 200: employeeDocumentsResponseSchema, 404: errorEnvelopeSchema },
    },
    input: (request) => request.params,
    action: listDocuments,
  });

  route.post('/api/employees/:employeeId/documents', {
    access: 'admin',
    schema: {
      tags: ['employees'],
      summary:
        'Upload a document (multipart/form-data, field `file`, at most 20 MB: PDF, Word, ODT, Excel, JPG, PNG or TXT)',
      consumes: ['multipart/form-data'],
      params: employeeParams,
      querystring: z.object({ kind: employeeDocumentKindSchema.default('other') }),
      response: {
        201: employeeDocumentSchema,
        413: errorEnvelopeSchema,
        415: errorEnvelopeSchema,
        ...errors,
      },
    },
    input: async (request) => ({
      employeeId: request.params.employeeId,
      kind: request.query.kind,
      upload: await readDocumentUpload(request),
    }),
    action: uploadDocument,
    status: 201,
  });

  route.get('/api/employees/:employeeId/documents/:documentId/file', {
    access: 'admin',
    schema: {
      tags: ['employees'],
      summary: 'Download a document',
      params: documentParams,
    },
    input: (request) => request.params,
    action: documentFile,
    send: sendAttachment,
  });

  route.delete('/api/employees/:employeeId/documents/:documentId', {
    access: 'admin',
    schema: {
      tags: ['employees'],
      summary: 'Delete a document',
      params: documentParams,
      response: { 204: z.null(), 404: errorEnvelopeSchema },
    },
    input: (request) => request.params,
    action: deleteDocument,
    status: 204,
  });
};
