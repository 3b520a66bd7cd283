import {
  acknowledgementState,
  type DocumentSharingState,
  isSharedByDefault,
  type MyDocument,
} from '@kollega/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { documentShares } from '../../../db/schema/index';
import type { Reader } from '../../../services/context';
import type { DocumentRow } from '../../employees/public';

export type DocumentShareRow = typeof documentShares.$inferSelect;

/** The sharing rows of some documents of the caller's company, by document id. */
export async function sharesOf(
  db: Reader,
  ctx: { companyId: string },
  documentIds: string[],
): Promise<Map<string, DocumentShareRow>> {
  if (documentIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(documentShares)
    .where(and(eq(documentShares.companyId, ctx.companyId), inArray(documentShares.documentId, documentIds)));
  return new Map(rows.map((row) => [row.documentId, row]));
}

/** Shared: the admin's choice, or without one the default (an employment contract is shared). */
export function isShared(document: DocumentRow, share: DocumentShareRow | undefined): boolean {
  return share ? share.shared : isSharedByDefault(document.kind);
}

export function toSharingState(
  document: DocumentRow,
  share: DocumentShareRow | undefined,
): DocumentSharingState {
  return {
    documentId: document.id,
    shared: isShared(document, share),
    acknowledgement: acknowledgementState(
      share?.acknowledgementRequestedAt ?? null,
      share?.acknowledgedAt ?? null,
    ),
  };
}

export function toMyDocument(document: DocumentRow, share: DocumentShareRow | undefined): MyDocument {
  return {
    id: document.id,
    kind: document.kind,
    name: document.name,
    extension: document.extension,
    sizeBytes: document.sizeBytes,
    uploadedAt: document.uploadedAt.toISOString(),
    downloadUrl: `/api/me/documents/${document.id}/file`,
    acknowledgement: toSharingState(document, share).acknowledgement,
  };
}
