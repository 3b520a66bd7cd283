import { documentName } from './document-name';
import type { DocumentUpload } from './read-document-upload';

/**
 * The columns every file table (employee documents, agreement and equipment files) records for a document that
 * passed `acceptedDocument` and was stored under `key`: the cleaned name, our type for the extension, the size.
 */
export function storedDocumentColumns(
  upload: DocumentUpload,
  accepted: { extension: string; contentType: string },
  key: string,
  uploadedBy: string,
) {
  return {
    name: documentName(upload.fileName, accepted.extension),
    extension: accepted.extension,
    contentType: accepted.contentType,
    sizeBytes: upload.data.length,
    storageKey: key,
    uploadedBy,
  };
}

/** An agreement's or an item's file in its audit row: its id and the name the user sees. */
export function fileAuditDetails(file: { id: string; name: string; extension: string }) {
  return { fileId: file.id, fileName: `${file.name}.${file.extension}` };
}
