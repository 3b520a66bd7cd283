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
import { requireAdmin } from '../../plugins/auth/request-context';
import { sendAttachment, sendWorkbook } from '../../plugins/send-attachment';
import { companyAdminsRoutes } from './company-admins-routes';
import { createEmployee } from './create-employee';
import { deleteEmployee } from './delete-employee';
import type { EmployeeDeps, EmployeeRoutesOptions } from './deps';
import { deleteDocument } from './documents/delete-document';
import { documentFile } from './documents/document-file';
import { listDocuments } from './documents/list-documents';
import { uploadDocument } from './documents/upload-document';
import { employeeHistory } from './employee-history';
import { exportEmployees } from './export/export-employees';
import { getEmployee } from './get-employee';
import { listEmployees } from './list-employees';
import { deleteProfilePhoto } from './profile/delete-profile-photo';
import { readPhotoUpload } from './profile/read-photo-upload';
import { replaceProfilePhoto } from './profile/replace-profile-photo';
import { revealCpr } from './reveal-cpr';
import { updateEmployee } from './update-employee';
import { updateEmployeeSettings } from './update-settings';
import { loadVisibleEmployee } from './visibility';

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
  const deps = (): EmployeeDeps => ({ db: app.database.db, log: app.log, ...options });
  await app.register(companyAdminsRoutes, options);

  app.get(
    '/api/employees',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['employees'],
        summary: 'The employee list with the plan limit',
        response: { 200: employeeListResponseSchema },
      },
      // The schema documents the answer; checking a thousand rows against it again on the way out costs
      // milliseconds a request (decision 054), and the typed action already guarantees the shape (the tests parse it).
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => listEmployees(app.database.db, await requireAdmin(request)),
  );

  app.get(
    '/api/employees/export.xlsx',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['employees'],
        summary: "The employees as an XLSX workbook ('Eksportér (XLSX)'), CPR only for the owner",
        querystring: z.object({ cpr: z.enum(['true', 'false']).optional() }),
        response: { 403: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const file = await exportEmployees(deps(), await requireAdmin(request), {
        cpr: request.query.cpr === 'true',
      });
      return sendWorkbook(reply, file);
    },
  );

  app.post(
    '/api/employees',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['employees'],
        summary: "Create an employee ('Opret medarbejder')",
        body: newEmployeeSchema,
        response: { 201: employeeCreatedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await createEmployee(app.database.db, await requireAdmin(request), request.body);
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api/employees/:employeeId',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['employees'],
        summary: 'One employee, the CPR number masked',
        params: employeeParams,
        response: { 200: employeeDetailSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => getEmployee(deps(), await requireAdmin(request), request.params.employeeId),
  );

  app.put(
    '/api/employees/:employeeId',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['employees'],
        summary:
          'Save the Profil tab (the whole record; blank fields are cleared; an absent cprNumber is kept)',
        params: employeeParams,
        body: employeeUpdateSchema,
        response: { 200: employeeDetailSchema, ...errors },
      },
    },
    async (request) =>
      updateEmployee(deps(), await requireAdmin(request), request.params.employeeId, request.body),
  );

  app.post(
    '/api/employees/:employeeId/cpr/reveal',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['employees'],
        summary: 'The full CPR number (audit-logged)',
        params: employeeParams,
        response: { 200: cprRevealSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => revealCpr(deps(), await requireAdmin(request), request.params.employeeId),
  );

  app.put(
    '/api/employees/:employeeId/settings',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['employees'],
        summary: 'Save the Indstillinger tab (admin, app access, exemptions)',
        params: employeeParams,
        body: employeeSettingsSchema,
        response: { 200: employeeSettingsResponseSchema, ...errors },
      },
    },
    async (request) =>
      updateEmployeeSettings(
        { ...deps(), log: request.log },
        await requireAdmin(request),
        request.params.employeeId,
        request.body,
      ),
  );

  app.delete(
    '/api/employees/:employeeId',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['employees'],
        summary: 'Delete an employee (the full name typed as confirmation)',
        params: employeeParams,
        body: employeeDeleteSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteEmployee(
        deps(),
        await requireAdmin(request),
        request.params.employeeId,
        request.body.confirmName,
      );
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/employees/:employeeId/history',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['employees'],
        summary: 'Who changed which field when',
        params: employeeParams,
        response: { 200: employeeHistoryResponseSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) =>
      employeeHistory(app.database.db, await requireAdmin(request), request.params.employeeId),
  );

  app.put(
    '/api/employees/:employeeId/photo',
    {
      config: { access: 'admin' },
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
    },
    async (request) => {
      const ctx = await requireAdmin(request);
      const { row } = await loadVisibleEmployee(app.database.db, ctx, request.params.employeeId);
      await replaceProfilePhoto(deps(), { ...ctx, employeeId: row.id }, await readPhotoUpload(request));
      return getEmployee(deps(), ctx, row.id);
    },
  );

  app.delete(
    '/api/employees/:employeeId/photo',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['employees'],
        summary: "Delete an employee's photo",
        params: employeeParams,
        response: { 200: employeeDetailSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const ctx = await requireAdmin(request);
      const { row } = await loadVisibleEmployee(app.database.db, ctx, request.params.employeeId);
      await deleteProfilePhoto(deps(), { ...ctx, employeeId: row.id });
      return getEmployee(deps(), ctx, row.id);
    },
  );

  app.get(
    '/api/employees/:employeeId/documents',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['employees'],
        summary: 'The Dokumenter tab: employment contract and other documents',
        params: employeeParams,
        response: { 200: employeeDocumentsResponseSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => listDocuments(app.database.db, await requireAdmin(request), request.params.employeeId),
  );

  app.post(
    '/api/employees/:employeeId/documents',
    {
      config: { access: 'admin' },
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
    },
    async (request, reply) => {
      const ctx = await requireAdmin(request);
      const upload = await readDocumentUpload(request);
      const document = await uploadDocument(
        deps(),
        ctx,
        request.params.employeeId,
        request.query.kind,
        upload,
      );
      return reply.status(201).send(document);
    },
  );

  app.get(
    '/api/employees/:employeeId/documents/:documentId/file',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['employees'],
        summary: 'Download a document',
        params: documentParams,
      },
    },
    async (request, reply) => {
      const file = await documentFile(
        deps(),
        await requireAdmin(request),
        request.params.employeeId,
        request.params.documentId,
      );
      return sendAttachment(reply, file);
    },
  );

  app.delete(
    '/api/employees/:employeeId/documents/:documentId',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['employees'],
        summary: 'Delete a document',
        params: documentParams,
        response: { 204: z.null(), 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      await deleteDocument(
        deps(),
        await requireAdmin(request),
        request.params.employeeId,
        request.params.documentId,
      );
      return reply.status(204).send(null);
    },
  );
};
