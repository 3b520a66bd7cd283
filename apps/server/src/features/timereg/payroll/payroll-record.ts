import type { EmployeePayroll } from '@kollega/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { employeePayroll } from '../../../db/schema/index';
import type { Reader } from '../../../services/context';

export const NO_PAYROLL: EmployeePayroll = { employeeNumber: '', balanceStartDate: null, openingBalance: 0 };

/** The payroll facts (number, balance start) of the given employees of a company; missing ones have none. */
export async function loadPayroll(
  db: Reader,
  companyId: string,
  employeeIds: readonly string[],
): Promise<Map<string, EmployeePayroll>> {
  const found = new Map<string, EmployeePayroll>();
  if (employeeIds.length === 0) return found;
  const rows = await db
    .select()
    .from(employeePayroll)
    .where(
      and(eq(employeePayroll.companyId, companyId), inArray(employeePayroll.employeeId, [...employeeIds])),
    );
  for (const row of rows) {
    found.set(row.employeeId, {
      employeeNumber: row.employeeNumber,
      balanceStartDate: row.balanceStartDate,
      openingBalance: Number(row.openingBalance),
    });
  }
  return found;
}
