import { IMPORT_MAX_BYTES } from '@kollega/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error';

/** @fastify/multipart's limits for the import: one file of at most 5 MB (issue 28). */
export const IMPORT_UPLOAD_LIMITS = {
  fileSize: IMPORT_MAX_BYTES,
  files: 1,
  fields: 2,
  fieldSize: 1024,
  parts: 3,
} as const;

/** The multipart field `file`, within the limit: too large is 413, anything malformed the client's 4xx. */
export async function readImportUpload(request: FastifyRequest): Promise<{ fileName: string; data: Buffer }> {
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file({ limits: IMPORT_UPLOAD_LIMITS });
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw new AppError('IMPORT_FILE_WRONG_TYPE');
    }
    throw new AppError('IMPORT_FILE_UNREADABLE', undefined, { cause: error });
  }
  if (part?.fieldname !== 'file') throw new AppError('IMPORT_FILE_UNREADABLE');
  try {
    return { fileName: part.filename, data: await part.toBuffer() };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('IMPORT_FILE_TOO_LARGE');
    throw new AppError('IMPORT_FILE_UNREADABLE', undefined, { cause: error });
  }
}
