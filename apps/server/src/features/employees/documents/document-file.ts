import { and, eq } from 'drizzle-orm';
import { employeeDocuments } from '../../../db/schema/index';
import { notFound } from '../../../errors/app-error';
import { fileResource } from '../../../integrations/uploads/index';
import type { AdminContext } from '../../../plugins/auth/request-context';
import type { AttachmentFile } from '../../../plugins/send-attachment';
import type { Reader } from '../../../services/context';
import type { EmployeeDeps } from '../deps';
import { isEmployeeId } from '../employee-record';
import { loadVisibleEmployee } from '../visibility';
import type { DocumentRow } from './document-record';

/** One document of a visible employee of the caller's company, or 404. */
export async function loadDocument(
  db: Reader,
  ctx: AdminContext,
  employeeId: string,
  documentId: string,
  options: { forUpdate?: boolean } = {},
): Promise<DocumentRow> {
  if (!isEmployeeId(documentId)) throw notFound();
  const { row } = await loadVisibleEmployee(db, ctx, employeeId);
  const query = db
    .select()
    .from(employeeDocuments)
    .where(
      and(
        eq(employeeDocuments.companyId, ctx.companyId),
        eq(employeeDocuments.employeeId, row.id),
        eq(employeeDocuments.id, documentId),
      ),
    );
  const [document] = options.forUpdate ? await query.for('update') : await query;
  if (!document) throw notFound();
  return document;
}

/** GET …/documents/:documentId/file: the file, with the name and type it was recorded with. */
export async function documentFile(
  deps: Pick<EmployeeDeps, 'db' | 'storage' | 'log'>,
  ctx: AdminContext,
  input: { employeeId: string; documentId: string },
): Promise<AttachmentFile> {
  const document = await loadDocument(deps.db, ctx, input.employeeId, input.documentId);
  const file = await fileResource(deps).readStream(document.storageKey);
  return {
    data: file.stream,
    contentType: document.contentType,
    fileName: `${document.name}.${document.extension}`,
  };
}
