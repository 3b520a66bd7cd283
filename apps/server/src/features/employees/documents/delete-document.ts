import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../../db/audit';
import { employeeDocuments } from '../../../db/schema/index';
import { fileResource } from '../../../integrations/uploads/index';
import type { AdminContext } from '../../../plugins/auth/request-context';
import type { EmployeeDeps } from '../deps';
import { employeeAudit } from '../employee-record';
import { loadDocument } from './document-file';

/** DELETE …/documents/:documentId: the record and its audit row, then the file after the commit. */
export async function deleteDocument(
  deps: Pick<EmployeeDeps, 'db' | 'storage' | 'log'>,
  ctx: AdminContext,
  input: { employeeId: string; documentId: string },
): Promise<void> {
  await fileResource(deps).remove(async (tx) => {
    const document = await loadDocument(tx, ctx, input.employeeId, input.documentId, { forUpdate: true });
    await tx
      .delete(employeeDocuments)
      .where(and(eq(employeeDocuments.companyId, ctx.companyId), eq(employeeDocuments.id, document.id)));
    await recordAudit(
      tx,
      ctx,
      employeeAudit(document.employeeId, 'employee.document.delete', {
        documentId: document.id,
        kind: document.kind,
        documentName: `${document.name}.${document.extension}`,
      }),
    );
    return { value: undefined, removedKey: document.storageKey };
  });
}
