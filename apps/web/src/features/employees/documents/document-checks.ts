import {
  EMPLOYEE_DOCUMENT_MAX_BYTES,
  EMPLOYEE_DOCUMENT_MESSAGES,
  fileExtension,
  isAcceptedDocumentExtension,
} from '@kollega/domain';
import { ApiError } from '../../../lib/api';

/**
 * The file input's `accept` (shared with the agreement and equipment pickers). Only a hint to the browser's
 * picker; a dropped file or "All files" bypasses it, hence `documentProblem`.
 */
export { DOCUMENT_ACCEPT } from '@kollega/domain';

/**
 * What the browser can tell before uploading: the extension and the size. By extension, not `file.type`, which
 * browsers fill unevenly (often '' for .docx or .odt); the server checks the content itself.
 */
export function documentProblem(file: File): string | null {
  if (!isAcceptedDocumentExtension(fileExtension(file.name))) return EMPLOYEE_DOCUMENT_MESSAGES.wrongType;
  if (file.size > EMPLOYEE_DOCUMENT_MAX_BYTES) return EMPLOYEE_DOCUMENT_MESSAGES.tooLarge;
  return null;
}

/**
 * After a refused upload: the server's own words for a too large (413) or wrong (415) file, or when the employee
 * already has the most documents they may; else hr-core §8.
 */
export function uploadErrorMessage(error: unknown): string {
  if (
    error instanceof ApiError &&
    (error.status === 413 || error.status === 415 || error.is('TOO_MANY_FILES'))
  ) {
    return error.message;
  }
  return EMPLOYEE_DOCUMENT_MESSAGES.uploadFailed;
}
