import type { TimeLogWarningDto } from '@kollega/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import type { Db } from '../../db/database';
import { employees, timeLogWarnings } from '../../db/schema/index';
import { isUuid } from '../../db/uuid';
import { notFound } from '../../errors/app-error';
import type { AdminContext } from '../../plugins/auth/request-context';

type WarningRow = typeof timeLogWarnings.$inferSelect;

function toDto(row: WarningRow): TimeLogWarningDto {
  return {
    id: row.id,
    employeeId: row.employeeId,
    type: row.type as TimeLogWarningDto['type'],
    value: Number(row.value),
    fromDate: row.fromDate,
    toDate: row.toDate,
    read: row.read,
    comment: row.comment,
  };
}

/** Overskridelser (time-registration §2): the company's warnings, newest period end first; or one employee's. */
export async function listWarnings(
  db: Db,
  companyId: string,
  options: { employeeId?: string } = {},
): Promise<TimeLogWarningDto[]> {
  const rows = await db
    .select({ warning: timeLogWarnings })
    .from(timeLogWarnings)
    .innerJoin(employees, eq(employees.id, timeLogWarnings.employeeId))
    .where(
      and(
        eq(timeLogWarnings.companyId, companyId),
        isNull(employees.deletedAt),
        options.employeeId ? eq(timeLogWarnings.employeeId, options.employeeId) : undefined,
      ),
    )
    .orderBy(desc(timeLogWarnings.toDate), desc(timeLogWarnings.fromDate));
  return rows.map((row) => toDto(row.warning));
}

/** 'Markér som set' and 'Tilknyt kommentar' (time-registration §2, §4). */
export async function updateWarning(
  db: Db,
  ctx: AdminContext,
  warningId: string,
  change: { read?: boolean | undefined; comment?: string | undefined },
): Promise<TimeLogWarningDto> {
  if (!isUuid(warningId)) throw notFound();
  return db.transaction(async (tx) => {
    const [after] = await tx
      .update(timeLogWarnings)
      .set({
        ...(change.read !== undefined ? { read: change.read } : {}),
        ...(change.comment !== undefined ? { comment: change.comment } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(timeLogWarnings.companyId, ctx.companyId), eq(timeLogWarnings.id, warningId)))
      .returning();
    if (!after) throw notFound();
    await recordAudit(tx, ctx, {
      action: 'timereg.warning.update',
      entityType: 'employee',
      entityId: after.employeeId,
      details: { warningId, read: change.read, commented: change.comment !== undefined },
    });
    return toDto(after);
  });
}
