import multipart from '@fastify/multipart';
import { EMPLOYEE_DOCUMENT_MAX_BYTES } from '@kollega/domain';
import { errorCodes, type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The project's limits for every upload: one file, a handful of small fields. The file size is the largest any
 * route accepts (a document, 20 MB); a route with a smaller limit (a photo) passes its own to `readUpload`.
 */
export const MULTIPART_LIMITS = {
  fileSize: EMPLOYEE_DOCUMENT_MAX_BYTES,
  files: 1,
  fields: 5,
  fieldSize: 1024,
  parts: 6,
} as const;

/** Whether a route takes an upload: it says so with `consumes: ['multipart/form-data']` in its schema. */
function consumesMultipart(consumes: unknown): boolean {
  return Array.isArray(consumes) && consumes.includes('multipart/form-data');
}

/**
 * @fastify/multipart, registered once for the whole app with the project's limits (fastify/demo registers it
 * the same way, as one external plugin). Only a route whose schema consumes multipart/form-data accepts such a
 * body; every other route answers it with the same 415 as any content type it does not take, as it did while
 * each feature registered the parser for its own routes.
 */
export const multipartPlugin = fp(async function multipartPlugin(app: FastifyInstance) {
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  app.addHook('preValidation', async (request) => {
    if (request.isMultipart() && !consumesMultipart(request.routeOptions.schema?.consumes)) {
      throw new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(request.headers['content-type']);
    }
  });
});
