import { type EmployeeDocumentsResponse, FILES_PER_OWNER_MAX } from '@kollega/domain';
import { and, desc, eq } from 'drizzle-orm';
import { employeeDocuments } from '../../../db/schema/index';
import type { AdminContext } from '../../../plugins/auth/request-context';
import type { Reader } from '../../../services/context';
import { loadVisibleEmployee } from '../visibility';
import { toDocument } from './document-record';

/** GET /api/employees/:employeeId/documents: the Dokumenter tab (hr-core §2). */
export async function listDocuments(
  deps: { db: Reader },
  ctx: AdminContext,
  input: { employeeId: string },
): Promise<EmployeeDocumentsResponse> {
  const { db } = deps;
  const { row } = await loadVisibleEmployee(db, ctx, input.employeeId);
  const rows = await db
    .select()
    .from(employeeDocuments)
    .where(and(eq(employeeDocuments.companyId, ctx.companyId), eq(employeeDocuments.employeeId, row.id)))
    .orderBy(desc(employeeDocuments.uploadedAt), desc(employeeDocuments.id))
    .limit(FILES_PER_OWNER_MAX);
  const contract = rows.find((document) => document.kind === 'employmentContract');
  return {
    employmentContract: contract ? toDocument(contract) : null,
    exemptFromEmploymentContract: row.exemptFromEmploymentContract,
    documents: rows.filter((document) => document.kind !== 'employmentContract').map(toDocument),
  };
}
