import {
  PAID_OR_UNPAID_ABSENCE_TYPES,
  type PaidOrUnpaidAbsenceType,
  type PayrollFigure,
  type PayrollUnpaidLeave,
} from '@kollega/domain';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/database';
import type { Reader } from '../../../services/context';

/**
 * The unpaid Barsel and Tjenestefri of the listed employees over a period (registrations with `with_pay` false),
 * in one statement whatever their number (DESIGN.md rule 6). The Lønudtræk pays the rest of each type's hours in
 * Overblik's summary as 'med løn', so the two lines always add up to Overblik's figure.
 */
export async function loadUnpaidLeave(
  db: Reader,
  companyId: string,
  employeeIds: readonly string[],
  period: { from: string; to: string },
): Promise<PayrollUnpaidLeave> {
  const result = new Map<string, Partial<Record<PaidOrUnpaidAbsenceType, PayrollFigure>>>();
  if (employeeIds.length === 0) return result;
  const ids = sql.join(
    employeeIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const types = sql.join(
    PAID_OR_UNPAID_ABSENCE_TYPES.map((type) => sql`${type}`),
    sql`, `,
  );
  const rows = await queryRows<{
    employeeId: string;
    type: PaidOrUnpaidAbsenceType;
    hours: number;
    count: number;
  }>(
    db,
    sql`select employee_id as "employeeId", type, sum(hours)::float8 as hours, count(*)::int as count
        from time_entries
        where company_id = ${companyId}
          and employee_id in (${ids})
          and date between ${period.from}::date and ${period.to}::date
          and type in (${types})
          and with_pay = false
        group by 1, 2`,
  );
  for (const row of rows) {
    const figures = result.get(row.employeeId) ?? {};
    figures[row.type] = { hours: Math.round(Number(row.hours) * 100) / 100, count: Number(row.count) };
    result.set(row.employeeId, figures);
  }
  return result;
}
