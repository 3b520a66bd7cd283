import type { FastifyRequest } from 'fastify';
import type { AppError } from '../../errors/app-error';

/** One uploaded file, read into memory. */
export interface Upload {
  fileName: string;
  data: Buffer;
  /** The content type the browser declared (only a claim: each feature checks the bytes). */
  declaredType: string;
}

/**
 * A feature's answers to a bad upload: its own codes and Danish messages, and, when it takes less than the
 * project's limit (plugins/multipart.ts), its own largest file.
 */
export interface UploadRules {
  maxBytes?: number;
  /** Not a multipart body at all. */
  wrongType: () => AppError;
  tooLarge: () => AppError;
  /** A well-formed form without the field `file`. */
  missing: () => AppError;
  /** A body that is not well-formed multipart (no boundary, cut off): the client's 400, not a 500. */
  failed: (cause?: unknown) => AppError;
}

/** The multipart field `file`, read into memory within the size limit, refused with the feature's own errors. */
export async function readUpload(request: FastifyRequest, rules: UploadRules): Promise<Upload> {
  const options = rules.maxBytes ? { limits: { fileSize: rules.maxBytes } } : undefined;
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file(options);
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw rules.wrongType();
    throw rules.failed(error);
  }
  if (part?.fieldname !== 'file') throw rules.missing();
  try {
    return { fileName: part.filename, data: await part.toBuffer(), declaredType: part.mimetype };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw rules.tooLarge();
    throw rules.failed(error);
  }
}
