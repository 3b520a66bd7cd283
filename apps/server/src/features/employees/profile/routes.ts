import { errorEnvelopeSchema, profileResponseSchema, profileUpdateSchema } from '@kollega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Storage } from '../../../integrations/storage/index';
import { actionRoutes } from '../../../plugins/action-route';
import { deleteProfilePhoto } from './delete-profile-photo';
import { getEmployeePhoto } from './get-employee-photo';
import { getProfile } from './get-profile';
import { readPhotoUpload } from './read-photo-upload';
import { replaceProfilePhoto } from './replace-profile-photo';
import { updateProfile } from './update-profile';

/** The URL carries the version, so each version may be cached for good, by the browser only. */
const PHOTO_CACHE_CONTROL = 'private, max-age=31536000, immutable';

export const profileRoutes: FastifyPluginAsyncZod<{ storage: Storage }> = async (app, options) => {
  const route = actionRoutes(app, () => ({ db: app.database.db, storage: options.storage, log: app.log }));

  route.get('/api/profile', {
    access: 'member',
    schema: { tags: ['profile'], summary: 'My profile', response: { 200: profileResponseSchema } },
    action: getProfile,
  });

  route.put('/api/profile', {
    access: 'member',
    schema: {
      tags: ['profile'],
      summary: 'Change my name and job title',
      body: profileUpdateSchema,
      response: { 200: profileResponseSchema, 400: errorEnvelopeSchema },
    },
    input: (request) => request.body,
    action: updateProfile,
  });

  // The caller's own record: the employee id comes from the verified context, never from the request.
  route.put('/api/profile/photo', {
    access: 'member',
    schema: {
      tags: ['profile'],
      summary: 'Upload my profile photo (multipart/form-data, field `file`: JPEG, PNG or WebP, at most 5 MB)',
      consumes: ['multipart/form-data'],
      response: {
        200: profileResponseSchema,
        400: errorEnvelopeSchema,
        413: errorEnvelopeSchema,
        415: errorEnvelopeSchema,
      },
    },
    input: async (request, ctx) => ({ employeeId: ctx.employeeId, upload: await readPhotoUpload(request) }),
    action: replaceProfilePhoto,
  });

  route.delete('/api/profile/photo', {
    access: 'member',
    schema: {
      tags: ['profile'],
      summary: 'Delete my profile photo',
      response: { 200: profileResponseSchema },
    },
    input: (_request, ctx) => ({ employeeId: ctx.employeeId }),
    action: deleteProfilePhoto,
  });

  route.get('/api/employees/:employeeId/photo', {
    access: 'member',
    schema: {
      tags: ['profile'],
      summary: 'The profile photo of an employee of my company',
      params: z.object({ employeeId: z.string() }),
    },
    input: (request) => request.params,
    action: getEmployeePhoto,
    send: (reply, file) =>
      reply.header('cache-control', PHOTO_CACHE_CONTROL).type(file.contentType).send(file.data),
  });
};
