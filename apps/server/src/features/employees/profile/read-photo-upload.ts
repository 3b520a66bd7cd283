import { PROFILE_MESSAGES, PROFILE_PHOTO_MAX_BYTES } from '@kollega/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../errors/app-error';
import { readUpload, type Upload, type UploadRules } from '../../../integrations/uploads/index';
import { photoWrongType } from './replace-profile-photo';

/** A photo's rules: at most 5 MB (less than the project's 20 MB), and the profile's own errors. */
const PHOTO_UPLOAD_RULES: UploadRules = {
  maxBytes: PROFILE_PHOTO_MAX_BYTES,
  wrongType: photoWrongType,
  tooLarge: () => new AppError('PHOTO_TOO_LARGE'),
  missing: () => new AppError('PHOTO_MISSING'),
  failed: (cause) => new AppError('UPLOAD_FAILED', PROFILE_MESSAGES.uploadFailed, { cause }),
};

/** The multipart field `file` of the request, read into memory within the photo's size limit. */
export function readPhotoUpload(request: FastifyRequest): Promise<Upload> {
  return readUpload(request, PHOTO_UPLOAD_RULES);
}
