import type { SickReportCreateInput, SickReportDto } from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import { employees, sickReports } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { SicknessDeps } from './deps';
import { loadReports, loadSicknessEmployee, toReportDto } from './sickness-record';

/**
 * POST /api/sickness/employees/:employeeId/reports ('Registrér sygemelding', issue 29): a first day and an
 * optional expected return. Refused after the end of the employment, and when another sygemelding of the
 * employee already covers the first day (an open one covers every day from its first).
 */
export async function createSickReport(
  deps: SicknessDeps,
  ctx: AdminContext,
  input: { employeeId: string } & SickReportCreateInput,
): Promise<SickReportDto> {
  return deps.db.transaction(async (tx) => {
    const employee = await loadSicknessEmployee(tx, ctx.companyId, input.employeeId);
    // Serialise two sygemeldinger of the same employee.
    await tx
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(employees.companyId, ctx.companyId), eq(employees.id, employee.id)))
      .for('update');
    if (employee.endDate && input.firstDay > employee.endDate) throw new AppError('SICK_AFTER_EMPLOYMENT');
    const existing = await loadReports(tx, ctx.companyId, [employee.id]);
    const overlaps = existing.some((report) =>
      report.recoveredOn === null
        ? true
        : report.firstDay <= input.firstDay
          ? input.firstDay < report.recoveredOn
          : input.expectedReturn === null || report.firstDay < input.expectedReturn,
    );
    if (overlaps) throw new AppError('SICK_REPORT_OVERLAP');
    const [row] = await tx
      .insert(sickReports)
      .values({
        companyId: ctx.companyId,
        employeeId: employee.id,
        firstDay: input.firstDay,
        expectedReturn: input.expectedReturn,
        createdBy: ctx.userId,
      })
      .returning();
    if (!row) throw new Error('insert into sick_reports returned no row');
    await recordAudit(tx, ctx, {
      action: 'sickness.report.create',
      entityType: 'sick_report',
      entityId: row.id,
      details: { employeeId: employee.id, firstDay: row.firstDay, expectedReturn: row.expectedReturn },
    });
    return toReportDto(row);
  });
}
