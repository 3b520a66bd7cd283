import {
  agreementDetailSchema,
  agreementFileSchema,
  agreementFollowUpSchema,
  agreementFormSchema,
  agreementListQuerySchema,
  agreementListResponseSchema,
  agreementNotesSchema,
  agreementSummarySchema,
  calendarFeedCreatedSchema,
  calendarFeedStatusSchema,
  errorEnvelopeSchema,
} from '@kollega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Storage } from '../../integrations/storage/index';
import { readDocumentUpload } from '../../integrations/uploads/index';
import { requireAdmin } from '../../plugins/auth/request-context';
import { sendAttachment } from '../../plugins/send-attachment';
import { bookFollowUp } from './book-follow-up';
import { agreementIcs } from './calendar/agreement-ics';
import {
  calendarFeed,
  calendarFeedStatus,
  createCalendarFeed,
  revokeCalendarFeed,
} from './calendar/calendar-feed';
import { createAgreement } from './create-agreement';
import { deleteAgreement } from './delete-agreement';
import type { AgreementDeps } from './deps';
import { agreementFileDownload } from './files/agreement-file';
import { deleteAgreementFile } from './files/delete-agreement-file';
import { uploadAgreementFile } from './files/upload-agreement-file';
import { getAgreement } from './get-agreement';
import { listAgreements } from './list-agreements';
import { saveAgreementText } from './save-agreement-text';
import { setAgreementClosed } from './set-agreement-closed';
import { updateAgreement } from './update-agreement';

export interface AgreementRoutesOptions {
  storage: Storage;
  baseUrl: string;
}

const agreementParams = z.object({ agreementId: z.string() });
const fileParams = z.object({ agreementId: z.string(), fileId: z.string() });
const savedSchema = z.object({ updatedAt: z.string() });
const errors = {
  400: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};

/**
 * Møder og aftaler (hr-core §2 /aftaler, §4, §5, §7; docs/rules/agreements.md#ruling-21 and docs/rules/agreements.md#ruling-22; decision 022): the list, the detail
 * page and its actions, attachments, calendar files and each admin's calendar feed. Admins only, everything
 * in the caller's company; another company's id answers 404. The feed itself needs only its token.
 */
export const agreementRoutes: FastifyPluginAsyncZod<AgreementRoutesOptions> = async (app, options) => {
  const deps = (): AgreementDeps => ({ db: app.database.db, log: app.log, ...options });
  const tags = ['agreements'];

  app.get(
    '/api/agreements',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'The list: a tab (open/closed) or both, filters Vedrørende and Type, one bounded page',
        querystring: agreementListQuerySchema,
        response: { 200: agreementListResponseSchema, ...errors },
      },
      // As the employee list and the checklist (decision 054): the schema documents the answer, the typed action
      // guarantees its shape (the tests parse it strictly), and it is not checked again on the way out.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => listAgreements(deps(), await requireAdmin(request), request.query),
  );

  app.post(
    '/api/agreements',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Create an agreement ('Ny aftale')",
        body: agreementFormSchema,
        response: { 201: agreementDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createAgreement(deps(), await requireAdmin(request), request.body)),
  );

  app.get(
    '/api/agreements/calendar-feed',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Whether the signed-in admin's calendar feed is on",
        response: { 200: calendarFeedStatusSchema, ...errors },
      },
    },
    async (request) => calendarFeedStatus(deps(), await requireAdmin(request)),
  );

  app.post(
    '/api/agreements/calendar-feed',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Turn the calendar feed on or give it a new address (shown once; the old one stops working)',
        response: { 201: calendarFeedCreatedSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createCalendarFeed(deps(), await requireAdmin(request))),
  );

  app.delete(
    '/api/agreements/calendar-feed',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Turn the calendar feed off (its address answers 404)',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await revokeCalendarFeed(deps(), await requireAdmin(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/calendar-feed/:token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          "An admin's calendar feed of the company's open agreements (iCalendar; the token is the key)",
        params: z.object({ token: z.string() }),
      },
    },
    async (request, reply) => {
      const body = await calendarFeed(deps(), request.params);
      return reply
        .header('cache-control', 'private, no-store')
        .type('text/calendar; charset=utf-8')
        .send(body);
    },
  );

  app.get(
    '/api/agreements/:agreementId',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'One agreement with attendees, summary, notes and files',
        params: agreementParams,
        response: { 200: agreementDetailSchema, ...errors },
      },
    },
    async (request) => getAgreement(deps(), await requireAdmin(request), request.params),
  );

  app.put(
    '/api/agreements/:agreementId',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Save the details ('Ret detaljer'); refused when closed",
        params: agreementParams,
        body: agreementFormSchema,
        response: { 200: agreementDetailSchema, ...errors },
      },
    },
    async (request) =>
      updateAgreement(deps(), await requireAdmin(request), { ...request.params, ...request.body }),
  );

  app.put(
    '/api/agreements/:agreementId/summary',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Save 'Beskrivelse'; refused when closed",
        params: agreementParams,
        body: agreementSummarySchema,
        response: { 200: savedSchema, ...errors },
      },
    },
    async (request) =>
      saveAgreementText(deps(), await requireAdmin(request), {
        agreementId: request.params.agreementId,
        field: 'summary',
        text: request.body.summary,
      }),
  );

  app.put(
    '/api/agreements/:agreementId/notes',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Save 'Noter' (admins only); refused when closed",
        params: agreementParams,
        body: agreementNotesSchema,
        response: { 200: savedSchema, ...errors },
      },
    },
    async (request) =>
      saveAgreementText(deps(), await requireAdmin(request), {
        agreementId: request.params.agreementId,
        field: 'notes',
        text: request.body.notes,
      }),
  );

  app.post(
    '/api/agreements/:agreementId/close',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Close the agreement ('Afslut')",
        params: agreementParams,
        response: { 200: agreementDetailSchema, ...errors },
      },
    },
    async (request) =>
      setAgreementClosed(deps(), await requireAdmin(request), { ...request.params, isClosed: true }),
  );

  app.post(
    '/api/agreements/:agreementId/reopen',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Reopen the agreement ('Genåben')",
        params: agreementParams,
        response: { 200: agreementDetailSchema, ...errors },
      },
    },
    async (request) =>
      setAgreementClosed(deps(), await requireAdmin(request), { ...request.params, isClosed: false }),
  );

  app.post(
    '/api/agreements/:agreementId/follow-up',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Book the follow-up of a closed agreement ('Book opfølgning?')",
        params: agreementParams,
        body: agreementFollowUpSchema,
        response: { 201: agreementDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await bookFollowUp(deps(), await requireAdmin(request), { ...request.params, ...request.body }),
        ),
  );

  app.delete(
    '/api/agreements/:agreementId',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Delete the agreement ('Slet') and its files",
        params: agreementParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteAgreement(deps(), await requireAdmin(request), request.params);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/agreements/:agreementId/calendar.ics',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "The agreement as an iCalendar file ('Download til kalender')",
        params: agreementParams,
      },
    },
    async (request, reply) => {
      const file = await agreementIcs(deps(), await requireAdmin(request), request.params);
      return sendAttachment(reply, {
        fileName: file.fileName,
        contentType: 'text/calendar; charset=utf-8',
        data: file.body,
      });
    },
  );

  app.post(
    '/api/agreements/:agreementId/files',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'Attach a file (multipart/form-data, field `file`, at most 20 MB: PDF, Word, ODT, Excel, JPG, PNG or TXT)',
        consumes: ['multipart/form-data'],
        params: agreementParams,
        response: { 201: agreementFileSchema, 413: errorEnvelopeSchema, 415: errorEnvelopeSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = await requireAdmin(request);
      const upload = await readDocumentUpload(request);
      return reply.status(201).send(await uploadAgreementFile(deps(), ctx, { ...request.params, upload }));
    },
  );

  app.get(
    '/api/agreements/:agreementId/files/:fileId',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Download an attachment', params: fileParams },
    },
    async (request, reply) => {
      const file = await agreementFileDownload(deps(), await requireAdmin(request), request.params);
      return sendAttachment(reply, file);
    },
  );

  app.delete(
    '/api/agreements/:agreementId/files/:fileId',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Delete an attachment; refused when closed',
        params: fileParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteAgreementFile(deps(), await requireAdmin(request), request.params);
      return reply.status(204).send(null);
    },
  );
};
