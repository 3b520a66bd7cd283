import { PROFILE_MESSAGES, PROFILE_PHOTO_MAX_BYTES } from '@kollega/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../errors/app-error';
import { type PhotoUpload, photoWrongType } from './replace-profile-photo';

/** Limits for @fastify/multipart: one file of at most 5 MB, and little else. */
export const PHOTO_UPLOAD_LIMITS = {
  fileSize: PROFILE_PHOTO_MAX_BYTES,
  files: 1,
  fields: 5,
  fieldSize: 1024,
  parts: 6,
} as const;

const photoTooLarge = () => new AppError('PHOTO_TOO_LARGE');

/** A body that is not well-formed multipart (no boundary, cut off) is the client's problem: 400, not 500. */
const uploadFailed = (cause: unknown) =>
  new AppError('UPLOAD_FAILED', PROFILE_MESSAGES.uploadFailed, { cause });

/** The multipart field `file` of the request, read into memory within the size limit. */
export async function readPhotoUpload(request: FastifyRequest): Promise<PhotoUpload> {
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw photoWrongType();
    throw uploadFailed(error);
  }
  if (part?.fieldname !== 'file') {
    throw new AppError('PHOTO_MISSING');
  }
  try {
    return { data: await part.toBuffer(), declaredType: part.mimetype };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw photoTooLarge();
    throw uploadFailed(error);
  }
}
