import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { employeeDocuments } from '../../../db/schema/index';
import { notFound } from '../../../errors/app-error';
import { isEmployeeId } from '../employee-record';
import type { DocumentRow } from './document-record';

/**
 * An employee's documents for the employee themselves ('Mig', issue 27): the caller's company and the caller's own
 * employee id come from the verified context; which of them are shared is the 'me' feature's rule.
 */
export async function listDocumentsOfEmployee(
  db: Pick<Db, 'select'>,
  ctx: { companyId: string },
  employeeId: string,
  limit: number,
): Promise<DocumentRow[]> {
  return db
    .select()
    .from(employeeDocuments)
    .where(and(eq(employeeDocuments.companyId, ctx.companyId), eq(employeeDocuments.employeeId, employeeId)))
    .orderBy(desc(employeeDocuments.uploadedAt), desc(employeeDocuments.id))
    .limit(limit);
}

/** One document of that employee, or 404 (a malformed id, another employee's, another company's). */
export async function loadDocumentOfEmployee(
  db: Pick<Db, 'select'>,
  ctx: { companyId: string },
  employeeId: string,
  documentId: string,
): Promise<DocumentRow> {
  if (!isEmployeeId(documentId)) throw notFound();
  const [document] = await db
    .select()
    .from(employeeDocuments)
    .where(
      and(
        eq(employeeDocuments.companyId, ctx.companyId),
        eq(employeeDocuments.employeeId, employeeId),
        eq(employeeDocuments.id, documentId),
      ),
    );
  if (!document) throw notFound();
  return document;
}
