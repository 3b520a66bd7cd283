import { PROFILE_MESSAGES } from '@kollega/domain';
import type { UploadMessages } from '../../../lib/upload-file';

/** A photo's own texts for a proxy's refusal or a lost connection (the server's own come in its envelope). */
export const PHOTO_UPLOAD_MESSAGES: UploadMessages = {
  tooLarge: PROFILE_MESSAGES.photoTooLarge,
  wrongType: PROFILE_MESSAGES.photoWrongType,
  uploadFailed: PROFILE_MESSAGES.uploadFailed,
};
