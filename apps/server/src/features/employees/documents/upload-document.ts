import type { EmployeeDocument, EmployeeDocumentKind } from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../../db/audit';
import { employeeDocuments } from '../../../db/schema/index';
import {
  acceptedDocument,
  assertRoomForFile,
  type DocumentUpload,
  fileResource,
  type Recorded,
  storedDocumentColumns,
} from '../../../integrations/uploads/index';
import type { AdminContext } from '../../../plugins/auth/request-context';
import type { EmployeeDeps } from '../deps';
import { employeeAudit } from '../employee-record';
import { loadVisibleEmployee } from '../visibility';
import { type DocumentRow, documentsFolder, toDocument } from './document-record';

const FILES = { companyId: employeeDocuments.companyId, ownerId: employeeDocuments.employeeId };

/**
 * POST /api/employees/:employeeId/documents?kind=…: stores the file under the employee's documents folder
 * (hr-core §7), then records it with its audit row in one transaction; a new employment contract replaces the
 * old one, whose file is removed after the commit. At most FILES_PER_OWNER_MAX documents per employee. The file is written before the transaction and removed again
 * if it fails (DESIGN.md rule 6; integrations/uploads/file-resource.ts).
 */
export async function uploadDocument(
  deps: Pick<EmployeeDeps, 'db' | 'storage' | 'log'>,
  ctx: AdminContext,
  input: { employeeId: string; kind: EmployeeDocumentKind; upload: DocumentUpload },
): Promise<EmployeeDocument> {
  const { employeeId, kind, upload } = input;
  // Checked before anything is written: an unknown employee is a 404 without a stray file.
  await loadVisibleEmployee(deps.db, ctx, employeeId);
  const accepted = acceptedDocument(upload);
  // A new employment contract replaces the old one, so only the transaction below can tell if it fits.
  if (kind !== 'employmentContract') await assertRoomForFile(deps.db, FILES, ctx.companyId, employeeId);

  const folder = documentsFolder(ctx.companyId, employeeId);
  const document = await fileResource(deps).upload(
    { folder, ...accepted, data: upload.data },
    async (tx, key): Promise<Recorded<DocumentRow>> => {
      const { row } = await loadVisibleEmployee(tx, ctx, employeeId, { forUpdate: true });
      let replacedKey: string | null = null;
      if (kind === 'employmentContract') {
        const [previous] = await tx
          .delete(employeeDocuments)
          .where(
            and(
              eq(employeeDocuments.companyId, ctx.companyId),
              eq(employeeDocuments.employeeId, row.id),
              eq(employeeDocuments.kind, 'employmentContract'),
            ),
          )
          .returning({ key: employeeDocuments.storageKey });
        replacedKey = previous?.key ?? null;
      }
      await assertRoomForFile(tx, FILES, ctx.companyId, row.id);
      const [document] = await tx
        .insert(employeeDocuments)
        .values({
          companyId: ctx.companyId,
          employeeId: row.id,
          kind,
          ...storedDocumentColumns(upload, accepted, key, ctx.userId),
        })
        .returning();
      if (!document) throw new Error('insert into employee_documents returned no row');
      await recordAudit(
        tx,
        ctx,
        employeeAudit(row.id, 'employee.document.upload', {
          documentId: document.id,
          kind,
          documentName: `${document.name}.${document.extension}`,
        }),
      );
      return { value: document, replacedKey };
    },
  );
  return toDocument(document);
}
