import {
  danishToday,
  dayLedger,
  formatDate,
  type MyExportQuery,
  uncreditedAbsenceTypes,
} from '@kollega/domain';
import type { MemberContext } from '../../../plugins/auth/request-context';
import type { WorkbookFile } from '../../../plugins/send-attachment';
import { loadAbsenceTypeSettings } from '../absences/absence-type-settings';
import type { TimeregDeps } from '../deps';
import { addDaySheet, type EmployeeDays, loadEntriesWithNotes, periodText } from '../overview/day-sheets';
import { loadPayroll } from '../payroll/payroll-record';
import { loadCompanyCalendar, loadSettingSources, loadTimeregEmployee } from '../timereg-record';
import { registrationsPdf } from './registrations-pdf';

/**
 * The signed-in employee's own registrations over a period as a ledger (the law's 'accessible to the employee',
 * issue 17): every day with its registrations, norm and plus/minus. Any employee of the company may download
 * their own records, also after they stop registering time (their records are theirs to see).
 */
async function myDays(deps: TimeregDeps, ctx: MemberContext, query: MyExportQuery): Promise<EmployeeDays> {
  const employee = await loadTimeregEmployee(deps.db, ctx.companyId, ctx.employeeId);
  const [settings, calendar, entriesOf, payroll, absenceTypes] = await Promise.all([
    loadSettingSources(deps.db, ctx.companyId, employee),
    loadCompanyCalendar(deps.db, ctx.companyId),
    loadEntriesWithNotes(deps.db, ctx.companyId, [employee.id], query),
    loadPayroll(deps.db, ctx.companyId, [employee.id]),
    loadAbsenceTypeSettings(deps.db, ctx.companyId),
  ]);
  const norm = {
    settings,
    today: danishToday(),
    companyDaysOff: calendar.daysOff,
    startDate: employee.startDate,
    endDate: employee.endDate,
    // The company's absence types that do not stand in for the norm (decision 044), as Overblik counts them.
    uncreditedTypes: uncreditedAbsenceTypes(absenceTypes),
  };
  return {
    name: `${employee.firstName} ${employee.lastName}`.trim(),
    employeeNumber: payroll.get(employee.id)?.employeeNumber ?? '',
    norm,
    days: dayLedger({ entries: entriesOf.get(employee.id) ?? [], from: query.from, to: query.to, norm }),
  };
}

/**
 * GET /api/me/timereg/export.xlsx: my registrations as a workbook with one sheet of every day, written into the
 * response as it is made (`sendWorkbook`, issue 28).
 */
export async function exportMyXlsx(
  deps: TimeregDeps,
  ctx: MemberContext,
  query: MyExportQuery,
): Promise<WorkbookFile> {
  const days = await myDays(deps, ctx, query);
  return {
    fileName: `mine-registreringer-${query.from}-${query.to}.xlsx`,
    write(workbook) {
      addDaySheet(workbook, days, {
        name: 'Registreringer',
        period: periodText(query.from, query.to),
      }).commit();
    },
  };
}

/** GET /api/me/timereg/export.pdf: the same as a printable PDF. */
export async function exportMyPdf(
  deps: TimeregDeps,
  ctx: MemberContext,
  query: MyExportQuery,
): Promise<{ fileName: string; file: Buffer }> {
  const days = await myDays(deps, ctx, query);
  const file = await registrationsPdf(days, `${formatDate(query.from)}–${formatDate(query.to)}`);
  return { fileName: `mine-registreringer-${query.from}-${query.to}.pdf`, file };
}
