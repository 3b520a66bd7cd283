import { IMPORT_MAX_BYTES } from '@kollega/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error';
import { readUpload } from '../../integrations/uploads/read-upload';

/**
 * The multipart field `file` through the one upload reader (plugins/multipart.ts), at most 5 MB (issue 28): too
 * large is 413, anything malformed the client's 4xx, each with the import's own Danish message.
 */
export async function readImportUpload(request: FastifyRequest): Promise<{ fileName: string; data: Buffer }> {
  const { fileName, data } = await readUpload(request, {
    maxBytes: IMPORT_MAX_BYTES,
    wrongType: () => new AppError('IMPORT_FILE_WRONG_TYPE'),
    tooLarge: () => new AppError('IMPORT_FILE_TOO_LARGE'),
    missing: () => new AppError('IMPORT_FILE_UNREADABLE'),
    failed: (cause) => new AppError('IMPORT_FILE_UNREADABLE', undefined, { cause }),
  });
  return { fileName, data };
}
