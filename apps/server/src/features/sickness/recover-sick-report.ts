import type { SickReportDto, SickReportRecoverInput } from '@kollega/domain';
import { and, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import { sickReports } from '../../db/schema/index';
import { isUuid } from '../../db/uuid';
import { AppError } from '../../errors/app-error';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { SicknessDeps } from './deps';
import { toReportDto } from './sickness-record';

/**
 * POST /api/sickness/reports/:reportId/recover ('Raskmeld', issue 29): closes an open sygemelding with the day
 * the employee is fit again; the last sick day is the day before, so 'Rask fra' must lie after the first day.
 */
export async function recoverSickReport(
  deps: SicknessDeps,
  ctx: AdminContext,
  input: { reportId: string } & SickReportRecoverInput,
): Promise<SickReportDto> {
  if (!isUuid(input.reportId)) throw new AppError('SICK_REPORT_NOT_FOUND');
  return deps.db.transaction(async (tx) => {
    const [report] = await tx
      .select()
      .from(sickReports)
      .where(and(eq(sickReports.companyId, ctx.companyId), eq(sickReports.id, input.reportId)))
      .for('update');
    if (!report) throw new AppError('SICK_REPORT_NOT_FOUND');
    if (report.recoveredOn !== null) throw new AppError('SICK_REPORT_CLOSED');
    if (input.recoveredOn <= report.firstDay) throw new AppError('SICK_RECOVERED_BEFORE_FIRST_DAY');
    const [row] = await tx
      .update(sickReports)
      .set({ recoveredOn: input.recoveredOn, updatedAt: sql`now()` })
      .where(and(eq(sickReports.companyId, ctx.companyId), eq(sickReports.id, report.id)))
      .returning();
    if (!row) throw new Error('update of sick_reports returned no row');
    await recordAudit(tx, ctx, {
      action: 'sickness.report.recover',
      entityType: 'sick_report',
      entityId: row.id,
      details: { employeeId: row.employeeId, firstDay: row.firstDay, recoveredOn: row.recoveredOn },
    });
    return toReportDto(row);
  });
}
