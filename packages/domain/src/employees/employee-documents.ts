import { z } from 'zod';

/** An employee's document: the employment contract (at most one) or another document (hr-core §2, §3). */
export const EMPLOYEE_DOCUMENT_KINDS = ['employmentContract', 'other'] as const;
export const employeeDocumentKindSchema = z.enum(EMPLOYEE_DOCUMENT_KINDS);
export type EmployeeDocumentKind = z.infer<typeof employeeDocumentKindSchema>;

/** Not in the spec: an upload is at most 20 MB, enough for a scanned contract. */
export const EMPLOYEE_DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;

/**
 * Not in the spec: the most files one owner holds (an employee's documents, an agreement's or an item's
 * attachments), so every list of them the server reads is bounded (DESIGN.md). Far above what a record needs.
 */
export const FILES_PER_OWNER_MAX = 100;

/**
 * Not in the spec: the file types an HR document comes in. The server checks the content itself (magic bytes)
 * against the extension, so a renamed file is refused.
 */
export const EMPLOYEE_DOCUMENT_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  odt: 'application/vnd.oasis.opendocument.text',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  txt: 'text/plain',
} as const;
export type EmployeeDocumentExtension = keyof typeof EMPLOYEE_DOCUMENT_TYPES;

/**
 * A file picker's `accept` for every upload the server checks as a document (employee documents, agreement and
 * equipment files): the extensions and their types. Only a hint to the browser's picker; the server checks
 * the content itself. One list, so no picker offers a type the server refuses (issue 24).
 */
export const DOCUMENT_ACCEPT = [
  ...Object.keys(EMPLOYEE_DOCUMENT_TYPES).map((extension) => `.${extension}`),
  ...new Set(Object.values(EMPLOYEE_DOCUMENT_TYPES)),
].join(',');

export const EMPLOYEE_DOCUMENT_MESSAGES = {
  /** hr-core §8. */
  uploadFailed: 'Der skete en fejl med upload. Prøv igen.',
  /** hr-core §8 empty state. */
  noDocuments: 'Ingen dokumenter oprettet',
  /** Not in the spec: the limits above, said before the upload starts. */
  tooLarge: 'Filen er for stor. Den må højst være 20 MB.',
  wrongType: 'Filtypen understøttes ikke. Brug PDF, Word, ODT, Excel, JPG, PNG eller TXT.',
  tooManyFiles: `Der kan højst være ${FILES_PER_OWNER_MAX} filer her. Slet en fil, før du tilføjer en ny.`,
  contractMissing: 'Mangler',
  deleteConfirm: 'Er du sikker på, at du vil slette dokumentet?',
} as const;

/** hr-core §2: 'Oprettet d. {date}' (the date as DD.MM.YYYY). */
export function employmentContractCreatedText(formattedDate: string): string {
  return `Oprettet d. ${formattedDate}`;
}

/** The extension of a file name, lower case, or '' ('Kontrakt.PDF' → 'pdf'). */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

export function isAcceptedDocumentExtension(extension: string): extension is EmployeeDocumentExtension {
  return Object.hasOwn(EMPLOYEE_DOCUMENT_TYPES, extension);
}

export const employeeDocumentSchema = z.object({
  id: z.string(),
  kind: employeeDocumentKindSchema,
  /** hr-core §3 File record: name (without extension), extension, date. */
  name: z.string(),
  extension: z.string(),
  sizeBytes: z.number(),
  uploadedAt: z.string(),
  downloadUrl: z.string(),
});
export type EmployeeDocument = z.infer<typeof employeeDocumentSchema>;

/** GET /api/employees/:employeeId/documents: the Dokumenter tab. */
export const employeeDocumentsResponseSchema = z.object({
  employmentContract: employeeDocumentSchema.nullable(),
  /** settings.documents.exemptFromEmploymentContract: the contract row is not shown. */
  exemptFromEmploymentContract: z.boolean(),
  /** Other documents, newest first. */
  documents: z.array(employeeDocumentSchema),
});
export type EmployeeDocumentsResponse = z.infer<typeof employeeDocumentsResponseSchema>;
