import type { DocumentSharingState } from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import { documentShares } from '../../../../db/schema/index';
import type { AdminContext } from '../../../../plugins/auth/request-context';
import { audited } from '../../../../services/context';
import { loadDocument } from '../../../employees/public';
import type { MeDeps } from '../../deps';
import { sharesOf, toSharingState } from '../document-sharing-record';

/**
 * PUT /api/employees/:employeeId/documents/:documentId/sharing: the admin's 'Del med medarbejder' and
 * 'Kvittér for modtagelse' switches. Asking again after an acknowledgement keeps it; switching the request off
 * before the employee acknowledged withdraws it; a given acknowledgement is never removed (it is the evidence).
 */
export async function setDocumentSharing(
  deps: Pick<MeDeps, 'db'>,
  ctx: AdminContext,
  input: { employeeId: string; documentId: string; shared: boolean; requestAcknowledgement: boolean },
): Promise<DocumentSharingState> {
  return audited(deps.db, ctx, async (tx) => {
    const document = await loadDocument(tx, ctx, input.employeeId, input.documentId, { forUpdate: true });
    const before = (await sharesOf(tx, ctx, [document.id])).get(document.id);
    const now = new Date();
    const requestedAt = before?.acknowledgedAt
      ? before.acknowledgementRequestedAt
      : input.requestAcknowledgement
        ? (before?.acknowledgementRequestedAt ?? now)
        : null;
    const values = {
      shared: input.shared,
      acknowledgementRequestedAt: requestedAt,
      acknowledgementRequestedBy:
        requestedAt === (before?.acknowledgementRequestedAt ?? null)
          ? (before?.acknowledgementRequestedBy ?? null)
          : ctx.userId,
      updatedAt: now,
    };
    const [after] = before
      ? await tx
          .update(documentShares)
          .set(values)
          .where(and(eq(documentShares.id, before.id), eq(documentShares.companyId, ctx.companyId)))
          .returning()
      : await tx
          .insert(documentShares)
          .values({
            ...values,
            companyId: ctx.companyId,
            documentId: document.id,
            employeeId: document.employeeId,
          })
          .returning();
    const state = toSharingState(document, after);
    return {
      result: state,
      audit: {
        action: 'employee.document.sharing',
        entityType: 'employee_document',
        entityId: document.id,
        details: {
          employeeId: document.employeeId,
          name: `${document.name}.${document.extension}`,
          shared: state.shared,
          acknowledgement: state.acknowledgement.status,
        },
      },
    };
  });
}
