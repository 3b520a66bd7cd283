import { type DocumentSharingList, FILES_PER_OWNER_MAX } from '@kollega/domain';
import type { AdminContext } from '../../../../plugins/auth/request-context';
import { listDocumentsOfEmployee, loadVisibleEmployee } from '../../../employees/public';
import type { MeDeps } from '../../deps';
import { sharesOf, toSharingState } from '../document-sharing-record';

/**
 * GET /api/employees/:employeeId/documents/sharing: 'Del med medarbejder' and the acknowledgement of each of an
 * employee's documents, for the admin's Dokumenter tab.
 */
export async function listDocumentSharing(
  deps: Pick<MeDeps, 'db'>,
  ctx: AdminContext,
  input: { employeeId: string },
): Promise<DocumentSharingList> {
  const { row } = await loadVisibleEmployee(deps.db, ctx, input.employeeId);
  const employeeId = row.id;
  const documents = await listDocumentsOfEmployee(deps.db, ctx, employeeId, FILES_PER_OWNER_MAX + 1);
  const shares = await sharesOf(
    deps.db,
    ctx,
    documents.map((document) => document.id),
  );
  return { documents: documents.map((document) => toSharingState(document, shares.get(document.id))) };
}
