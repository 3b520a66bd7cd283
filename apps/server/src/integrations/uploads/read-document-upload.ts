import { EMPLOYEE_DOCUMENT_MAX_BYTES, EMPLOYEE_DOCUMENT_MESSAGES } from '@kollega/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error';

/** Limits for @fastify/multipart: one file of at most 20 MB. */
export const DOCUMENT_UPLOAD_LIMITS = {
  fileSize: EMPLOYEE_DOCUMENT_MAX_BYTES,
  files: 1,
  fields: 5,
  fieldSize: 1024,
  parts: 6,
} as const;

export interface DocumentUpload {
  fileName: string;
  data: Buffer;
}

export const documentTooLarge = () => new AppError('DOCUMENT_TOO_LARGE');
export const documentWrongType = () => new AppError('DOCUMENT_WRONG_TYPE');
const uploadFailed = (cause?: unknown) =>
  new AppError('UPLOAD_FAILED', EMPLOYEE_DOCUMENT_MESSAGES.uploadFailed, { cause });

/** The multipart field `file`, read into memory within the size limit; malformed bodies are the client's 400. */
export async function readDocumentUpload(request: FastifyRequest): Promise<DocumentUpload> {
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw documentWrongType();
    throw uploadFailed(error);
  }
  if (part?.fieldname !== 'file') throw uploadFailed();
  try {
    return { fileName: part.filename, data: await part.toBuffer() };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw documentTooLarge();
    throw uploadFailed(error);
  }
}
