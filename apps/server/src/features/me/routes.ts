import {
  acknowledgeSchema,
  documentSharingListSchema,
  documentSharingSchema,
  documentSharingStateSchema,
  errorEnvelopeSchema,
  myDocumentSchema,
  myDocumentsSchema,
  myProfileSchema,
  myProfileUpdateSchema,
} from '@kollega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FieldCipher } from '../../integrations/crypto/index';
import type { Storage } from '../../integrations/storage/index';
import { actionRoutes } from '../../plugins/action-route';
import { sendAttachment } from '../../plugins/send-attachment';
import type { MeDeps } from './deps';
import { acknowledgeDocument } from './documents/acknowledge-document';
import { listDocumentSharing } from './documents/admin/list-document-sharing';
import { setDocumentSharing } from './documents/admin/set-document-sharing';
import { listMyDocuments } from './documents/list-my-documents';
import { myDocumentFile } from './documents/my-document-file';
import { equipmentReceiptRoutes } from './equipment/routes';
import { registerMeetingRoutes } from './meetings/routes';
import { betterAuthPasswordCheck } from './password-check';
import { getMyProfile } from './profile/get-my-profile';
import { updateMyProfile } from './profile/update-my-profile';
import { myTaskRoutes } from './tasks/routes';

const errors = {
  400: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};
const documentParams = z.object({ documentId: z.string() });
const employeeDocumentParams = z.object({ employeeId: z.string(), documentId: z.string() });

export interface MeRoutesOptions {
  cipher: FieldCipher;
  storage: Storage;
}

/**
 * 'Mig' (issue 27, decision 041): the signed-in employee's own profile, documents, equipment, meetings and tasks
 * under /api/me/*, and the admin's side of sharing and acknowledgements. Every employee route reaches only the
 * caller's own records (`loadMyself`: the employee id comes from the session).
 */
export const meRoutes: FastifyPluginAsyncZod<MeRoutesOptions> = async (app, options) => {
  const passwords = betterAuthPasswordCheck(app.auth);
  const deps = (): MeDeps => ({
    db: app.database.db,
    cipher: options.cipher,
    storage: options.storage,
    log: app.log,
    passwords,
  });
  await app.register(equipmentReceiptRoutes, { deps });
  await app.register(myTaskRoutes, { deps });

  const route = actionRoutes(app, deps);

  route.get('/api/me/profile', {
    access: 'member',
    schema: {
      tags: ['me'],
      summary: 'My own details (Mig → Profil)',
      response: { 200: myProfileSchema, ...errors },
    },
    action: getMyProfile,
  });

  route.put('/api/me/profile', {
    access: 'member',
    schema: {
      tags: ['me'],
      summary: 'Change my contact details and emergency contact',
      body: myProfileUpdateSchema,
      response: { 200: myProfileSchema, ...errors },
    },
    input: (request) => request.body,
    action: updateMyProfile,
  });

  route.get('/api/me/documents', {
    access: 'member',
    schema: {
      tags: ['me'],
      summary: 'The documents shared with me',
      response: { 200: myDocumentsSchema, ...errors },
    },
    action: listMyDocuments,
  });

  route.get('/api/me/documents/:documentId/file', {
    access: 'member',
    schema: { tags: ['me'], summary: 'Download a document shared with me', params: documentParams },
    input: (request) => request.params,
    action: myDocumentFile,
    send: sendAttachment,
  });

  route.post('/api/me/documents/:documentId/acknowledge', {
    access: 'member',
    schema: {
      tags: ['me'],
      summary: "'Kvittér for modtagelse': acknowledge a document with my password",
      params: documentParams,
      body: acknowledgeSchema,
      response: { 200: myDocumentSchema, 429: errorEnvelopeSchema, ...errors },
    },
    input: (request) => ({
      documentId: request.params.documentId,
      password: request.body.password,
      ip: request.ip,
    }),
    action: acknowledgeDocument,
  });

  route.get('/api/employees/:employeeId/documents/sharing', {
    access: 'admin',
    schema: {
      tags: ['me'],
      summary: "Each document's 'Del med medarbejder' and acknowledgement",
      params: z.object({ employeeId: z.string() }),
      response: { 200: documentSharingListSchema, ...errors },
    },
    input: (request) => request.params,
    action: listDocumentSharing,
  });

  route.put('/api/employees/:employeeId/documents/:documentId/sharing', {
    access: 'admin',
    schema: {
      tags: ['me'],
      summary: "Share a document with the employee and ask for 'Kvittér for modtagelse'",
      params: employeeDocumentParams,
      body: documentSharingSchema,
      response: { 200: documentSharingStateSchema, ...errors },
    },
    input: (request) => ({ ...request.params, ...request.body }),
    action: setDocumentSharing,
  });

  registerMeetingRoutes(app);
};
