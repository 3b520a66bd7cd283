import { errorEnvelopeSchema, profileResponseSchema, profileUpdateSchema } from '@kollega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Storage } from '../../../integrations/storage/index';
import { requireMember } from '../../../plugins/auth/request-context';
import { deleteProfilePhoto } from './delete-profile-photo';
import { getEmployeePhoto } from './get-employee-photo';
import { getProfile } from './get-profile';
import { readPhotoUpload } from './read-photo-upload';
import { replaceProfilePhoto } from './replace-profile-photo';
import { updateProfile } from './update-profile';

/** The URL carries the version, so each version may be cached for good, by the browser only. */
const PHOTO_CACHE_CONTROL = 'private, max-age=31536000, immutable';

export const profileRoutes: FastifyPluginAsyncZod<{ storage: Storage }> = async (app, options) => {
  const db = () => app.database.db;
  const deps = () => ({ db: app.database.db, storage: options.storage, log: app.log });

  app.get(
    '/api/profile',
    {
      config: { access: 'member' },
      schema: { tags: ['profile'], summary: 'My profile', response: { 200: profileResponseSchema } },
    },
    async (request) => getProfile(db(), await requireMember(request)),
  );

  app.put(
    '/api/profile',
    {
      config: { access: 'member' },
      schema: {
        tags: ['profile'],
        summary: 'Change my name and job title',
        body: profileUpdateSchema,
        response: { 200: profileResponseSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request) => updateProfile(db(), await requireMember(request), request.body),
  );

  app.put(
    '/api/profile/photo',
    {
      config: { access: 'member' },
      schema: {
        tags: ['profile'],
        summary:
          'Upload my profile photo (multipart/form-data, field `file`: JPEG, PNG or WebP, at most 5 MB)',
        consumes: ['multipart/form-data'],
        response: {
          200: profileResponseSchema,
          400: errorEnvelopeSchema,
          413: errorEnvelopeSchema,
          415: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const ctx = await requireMember(request);
      return replaceProfilePhoto(deps(), ctx, await readPhotoUpload(request));
    },
  );

  app.delete(
    '/api/profile/photo',
    {
      config: { access: 'member' },
      schema: {
        tags: ['profile'],
        summary: 'Delete my profile photo',
        response: { 200: profileResponseSchema },
      },
    },
    async (request) => deleteProfilePhoto(deps(), await requireMember(request)),
  );

  app.get(
    '/api/employees/:employeeId/photo',
    {
      config: { access: 'member' },
      schema: {
        tags: ['profile'],
        summary: 'The profile photo of an employee of my company',
        params: z.object({ employeeId: z.string() }),
      },
    },
    async (request, reply) => {
      const file = await getEmployeePhoto(deps(), await requireMember(request), request.params.employeeId);
      return reply.header('cache-control', PHOTO_CACHE_CONTROL).type(file.contentType).send(file.data);
    },
  );
};
