import type { TimeLogWarningDto } from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import { timeLogWarnings } from '../../db/schema/index';
import { isUuid } from '../../db/uuid';
import { notFound } from '../../errors/app-error';
import type { AdminContext } from '../../plugins/auth/request-context';
import { withTransaction } from '../../services/context';
import type { TimeregDeps } from './deps';
import { toWarningDto } from './warning-record';

export interface WarningUpdate {
  warningId: string;
  read?: boolean | undefined;
  comment?: string | undefined;
}

/** PUT /api/timereg/warnings/:warningId: 'Markér som set' and 'Tilknyt kommentar' (time-registration §2, §4). */
export async function updateWarning(
  deps: TimeregDeps,
  ctx: AdminContext,
  input: WarningUpdate,
): Promise<TimeLogWarningDto> {
  const { warningId, read, comment } = input;
  if (!isUuid(warningId)) throw notFound();
  return withTransaction(deps.db, async (tx) => {
    const [after] = await tx
      .update(timeLogWarnings)
      .set({
        ...(read !== undefined ? { read } : {}),
        ...(comment !== undefined ? { comment } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(timeLogWarnings.companyId, ctx.companyId), eq(timeLogWarnings.id, warningId)))
      .returning();
    if (!after) throw notFound();
    await recordAudit(tx, ctx, {
      action: 'timereg.warning.update',
      entityType: 'employee',
      entityId: after.employeeId,
      details: { warningId, read, commented: comment !== undefined },
    });
    return toWarningDto(after);
  });
}
