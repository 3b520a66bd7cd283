import { type EmployeeDocumentExtension, fileExtension, isAcceptedDocumentExtension } from '@kollega/domain';
import { documentContentType } from './document-type';
import { type DocumentUpload, documentWrongType } from './read-document-upload';

/**
 * The one check every uploaded document passes before anything is stored: an accepted extension, and content
 * that is what the extension says. Refused with 'DOCUMENT_WRONG_TYPE' otherwise.
 */
export function acceptedDocument(upload: DocumentUpload): {
  extension: EmployeeDocumentExtension;
  contentType: string;
} {
  const extension = fileExtension(upload.fileName);
  if (!isAcceptedDocumentExtension(extension)) throw documentWrongType();
  const contentType = documentContentType(extension, upload.data);
  if (!contentType) throw documentWrongType();
  return { extension, contentType };
}
