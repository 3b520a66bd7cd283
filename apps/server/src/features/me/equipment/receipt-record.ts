import { acknowledgementState, type EquipmentReceipt } from '@kollega/domain';
import type { SQL } from 'drizzle-orm';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { companies, employees, equipmentReceipts } from '../../../db/schema/index';
import { loadInCompany, type Reader } from '../../../services/context';

export type ReceiptRow = typeof equipmentReceipts.$inferSelect;

/** One receipt of the caller's company, or 404 (a missing, malformed and another company's id alike). */
export function loadReceipt(
  db: Reader,
  ctx: { companyId: string },
  receiptId: string,
  options: { forUpdate?: boolean; where?: SQL } = {},
): Promise<ReceiptRow> {
  return loadInCompany(db, equipmentReceipts, ctx, receiptId, options);
}

/** The receipt as both sides read it; `pdfUrl` differs: the admin's under the item, the employee's under 'Mig'. */
export function toReceipt(row: ReceiptRow, employeeName: string, pdfUrl: string): EquipmentReceipt {
  return {
    id: row.id,
    employeeId: row.employeeId,
    employeeName,
    itemDescription: row.itemDescription,
    serialNumber: row.serialNumber,
    acknowledgement: acknowledgementState(row.requestedAt, row.acknowledgedAt),
    returnedAt: row.returnedAt?.toISOString() ?? null,
    pdfUrl,
  };
}

export const adminReceiptPdfUrl = (row: ReceiptRow) =>
  `/api/equipment/${row.equipmentId}/receipts/${row.id}/pdf`;
export const myReceiptPdfUrl = (row: ReceiptRow) => `/api/me/equipment/receipts/${row.id}/pdf`;

/** The names of some employees of the caller's company (deleted ones too: a receipt outlives its holder). */
export async function employeeNames(
  db: Reader,
  ctx: { companyId: string },
  ids: string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: employees.id, firstName: employees.firstName, lastName: employees.lastName })
    .from(employees)
    .where(and(eq(employees.companyId, ctx.companyId), inArray(employees.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, `${row.firstName} ${row.lastName}`.trim()]));
}

export async function companyName(db: Reader, ctx: { companyId: string }): Promise<string> {
  const [row] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, ctx.companyId));
  return row?.name ?? '';
}

/** The open (not returned) receipt of one hand-over: an item and its current holder. */
export const openReceiptOf = (companyId: string, equipmentId: string, employeeId: string) =>
  and(
    eq(equipmentReceipts.companyId, companyId),
    eq(equipmentReceipts.equipmentId, equipmentId),
    eq(equipmentReceipts.employeeId, employeeId),
    isNull(equipmentReceipts.returnedAt),
  );
