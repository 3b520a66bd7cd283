import { z } from 'zod';
import { acknowledgementStateSchema } from './acknowledgement';

/**
 * 'Del med medarbejder' (issue 27): a document is shared with the employee when the admin switched it on; with no
 * choice made, an employment contract is shared and any other document is not.
 */
export function isSharedByDefault(kind: string): boolean {
  return kind === 'employmentContract';
}

export const DOCUMENT_SHARE_MESSAGES = {
  shareFirst: 'Del dokumentet med medarbejderen for at bede om kvittering.',
} as const;

/** PUT /api/employees/:employeeId/documents/:documentId/sharing: the admin's two switches. */
export const documentSharingSchema = z
  .object({
    shared: z.boolean(),
    /** 'Kvittér for modtagelse': ask the employee to acknowledge. Once given, an acknowledgement stays. */
    requestAcknowledgement: z.boolean(),
  })
  .refine((value) => value.shared || !value.requestAcknowledgement, {
    message: DOCUMENT_SHARE_MESSAGES.shareFirst,
    path: ['requestAcknowledgement'],
  });
export type DocumentSharing = z.input<typeof documentSharingSchema>;

/** One document's sharing as the admin sees it on the employee's Dokumenter tab. */
export const documentSharingStateSchema = z.object({
  documentId: z.string(),
  shared: z.boolean(),
  acknowledgement: acknowledgementStateSchema,
});
export type DocumentSharingState = z.infer<typeof documentSharingStateSchema>;

export const documentSharingListSchema = z.object({ documents: z.array(documentSharingStateSchema) });
export type DocumentSharingList = z.infer<typeof documentSharingListSchema>;

/** GET /api/me/documents: one shared document. */
export const myDocumentSchema = z.object({
  id: z.string(),
  kind: z.string(),
  name: z.string(),
  extension: z.string(),
  sizeBytes: z.number(),
  uploadedAt: z.string(),
  downloadUrl: z.string(),
  acknowledgement: acknowledgementStateSchema,
});
export type MyDocument = z.infer<typeof myDocumentSchema>;

export const myDocumentsSchema = z.object({ documents: z.array(myDocumentSchema) });
export type MyDocuments = z.infer<typeof myDocumentsSchema>;
