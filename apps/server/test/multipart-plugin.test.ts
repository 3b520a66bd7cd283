import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../src/errors/app-error';
import { readUpload, type UploadRules } from '../src/integrations/uploads/read-upload';
import { errorsPlugin } from '../src/plugins/errors';
import { multipartPlugin } from '../src/plugins/multipart';
import { multipartBody } from './helpers/multipart';

const rules: UploadRules = {
  maxBytes: 10,
  wrongType: () => new AppError('PHOTO_WRONG_TYPE'),
  tooLarge: () => new AppError('PHOTO_TOO_LARGE'),
  missing: () => new AppError('PHOTO_MISSING'),
  failed: (cause) => new AppError('UPLOAD_FAILED', undefined, { cause }),
};

/** The multipart plugin registered once, one upload route with a small limit and one JSON route. */
async function appWithUploads() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  await app.register(multipartPlugin);
  app.put('/api/photo', { schema: { consumes: ['multipart/form-data'] } }, async (request) => {
    const upload = await readUpload(request, rules);
    return { fileName: upload.fileName, bytes: upload.data.length, declaredType: upload.declaredType };
  });
  app.post('/api/things', { schema: { body: z.object({ name: z.string() }) } }, async () => ({ ok: true }));
  return app;
}

describe('multipart plugin', () => {
  let app: Awaited<ReturnType<typeof appWithUploads>>;
  beforeAll(async () => {
    app = await appWithUploads();
  });
  afterAll(() => app.close());

  const file = (data: string) =>
    multipartBody([{ name: 'file', filename: 'mig.png', contentType: 'image/png', data }]);

  it('reads the field `file` on a route that consumes multipart', async () => {
    const response = await app.inject({ method: 'PUT', url: '/api/photo', ...file('12345') });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ fileName: 'mig.png', bytes: 5, declaredType: 'image/png' });
  });

  it("refuses with the route's own errors: over its limit, without the field, not multipart", async () => {
    const tooLarge = await app.inject({ method: 'PUT', url: '/api/photo', ...file('x'.repeat(11)) });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.code).toBe('PHOTO_TOO_LARGE');
    const missing = await app.inject({
      method: 'PUT',
      url: '/api/photo',
      ...multipartBody([{ name: 'other', filename: 'x.png', data: 'x' }]),
    });
    expect(missing.json().error.code).toBe('PHOTO_MISSING');
  });

  it('answers a multipart body on a route that takes none with 415, as any other type it does not take', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/things', ...file('x') });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});
