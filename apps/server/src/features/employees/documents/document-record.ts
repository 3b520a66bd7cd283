import type { EmployeeDocument, EmployeeDocumentKind } from '@kollega/domain';
import type { employeeDocuments } from '../../../db/schema/index';

export type DocumentRow = typeof employeeDocuments.$inferSelect;

export function documentDownloadUrl(employeeId: string, documentId: string): string {
  return `/api/employees/${employeeId}/documents/${documentId}/file`;
}

export function toDocument(row: DocumentRow): EmployeeDocument {
  return {
    id: row.id,
    kind: row.kind as EmployeeDocumentKind,
    name: row.name,
    extension: row.extension,
    sizeBytes: row.sizeBytes,
    uploadedAt: row.uploadedAt.toISOString(),
    downloadUrl: documentDownloadUrl(row.employeeId, row.id),
  };
}

/** hr-core §7: {companyId}/users/{id}/documents/{file}. */
export function documentsFolder(companyId: string, employeeId: string): string {
  return `${companyId}/users/${employeeId}/documents/`;
}
