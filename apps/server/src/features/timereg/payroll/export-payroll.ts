import { PAYROLL_COLUMNS, type PayrollQuery, payrollHours, payrollRows } from '@kollega/domain';
import ExcelJS from 'exceljs';
import type { AdminContext } from '../../../plugins/auth/request-context';
import type { TimeregDeps } from '../deps';
import { buildOverview } from '../overview/get-overview';
import { loadPayroll } from './payroll-record';

/**
 * GET /api/timereg/payroll.csv ('Lønudtræk', decision 029): one row per employee and pay category over a period,
 * in the 'standard' layout: UTF-8 with a byte order mark, ';' between fields, CRLF line ends, a header row,
 * hours with two decimals and a decimal comma, dates as YYYY-MM-DD. The figures are Overblik's (the same
 * rules), so a payroll run and the screen never disagree. With `inactive`, the former employees'.
 */
export async function exportPayroll(
  deps: TimeregDeps,
  ctx: AdminContext,
  query: PayrollQuery,
): Promise<{ fileName: string; file: Buffer }> {
  const overview = await buildOverview(deps.db, ctx.companyId, query, { balances: false });
  const payroll = await loadPayroll(
    deps.db,
    ctx.companyId,
    overview.employees.map((employee) => employee.employeeId),
  );
  const numbers = new Map([...payroll].map(([id, facts]) => [id, facts.employeeNumber]));
  const rows = payrollRows(overview.employees, numbers, query);
  // The CSV writer is exceljs's (fast-csv): quoting and escaping are not written by hand (DESIGN.md).
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Lønudtræk');
  sheet.addRow([...PAYROLL_COLUMNS]);
  for (const row of rows) {
    sheet.addRow([
      row.employeeNumber,
      row.name,
      row.code,
      row.label,
      payrollHours(row.hours),
      String(row.count),
      row.from,
      row.to,
    ]);
  }
  const csv = await workbook.csv.writeBuffer({
    // includeEndRowDelimiter: the last line ends with CRLF like the others (issue 23).
    formatterOptions: {
      delimiter: ';',
      rowDelimiter: '\r\n',
      includeEndRowDelimiter: true,
      writeBOM: true,
      quoteColumns: false,
    },
  });
  const former = query.inactive ? '-tidligere' : '';
  return { fileName: `loenudtraek${former}-${query.from}-${query.to}.csv`, file: Buffer.from(csv) };
}
