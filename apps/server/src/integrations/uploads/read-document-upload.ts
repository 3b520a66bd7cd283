import { EMPLOYEE_DOCUMENT_MAX_BYTES, EMPLOYEE_DOCUMENT_MESSAGES } from '@kollega/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error';
import { readUpload, type Upload, type UploadRules } from './read-upload';

export type DocumentUpload = Pick<Upload, 'fileName' | 'data'>;

export const documentTooLarge = () => new AppError('DOCUMENT_TOO_LARGE');
export const documentWrongType = () => new AppError('DOCUMENT_WRONG_TYPE');
const uploadFailed = (cause?: unknown) =>
  new AppError('UPLOAD_FAILED', EMPLOYEE_DOCUMENT_MESSAGES.uploadFailed, { cause });

/** A document (employee documents, agreement and equipment files, templates): at most 20 MB. */
export const DOCUMENT_UPLOAD_RULES: UploadRules = {
  maxBytes: EMPLOYEE_DOCUMENT_MAX_BYTES,
  wrongType: documentWrongType,
  tooLarge: documentTooLarge,
  missing: () => uploadFailed(),
  failed: uploadFailed,
};

/** The multipart field `file` as a document; malformed bodies are the client's 400. */
export function readDocumentUpload(request: FastifyRequest): Promise<Upload> {
  return readUpload(request, DOCUMENT_UPLOAD_RULES);
}
