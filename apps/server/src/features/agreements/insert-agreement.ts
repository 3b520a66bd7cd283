import { AGREEMENT_MESSAGES, type AgreementInput, agreementInstant } from '@kollega/domain';
import { recordAudit } from '../../db/audit';
import { agreementAttendees, agreements } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { Tx } from '../../services/context';
import { loadChosenEmployees } from '../employees/public';
import { type AgreementRow, agreementAudit } from './agreement-record';

/**
 * Writes a new open agreement with its attendees and audit row, inside the caller's transaction: 'Ny aftale'
 * and 'Book opfølgning?' both end here. An inactive employee is not offered as Vedrørende (issue 10).
 */
export async function insertAgreement(
  tx: Tx,
  ctx: AdminContext,
  input: AgreementInput,
  audit: { action: string; details?: Record<string, unknown> },
): Promise<AgreementRow> {
  const people = await loadChosenEmployees(tx, ctx, [input.regardingId, ...input.attendeeIds]);
  const regarding = people.get(input.regardingId);
  if (!regarding) throw new Error('loadChosenEmployees returned without the regarding employee');
  if (regarding.employmentStatus === 'inactive') {
    throw new AppError('VALIDATION_ERROR', AGREEMENT_MESSAGES.regardingMissing, {
      details: [{ path: 'regardingId', message: AGREEMENT_MESSAGES.regardingMissing }],
    });
  }
  const [row] = await tx
    .insert(agreements)
    .values({
      companyId: ctx.companyId,
      title: input.title,
      location: input.location,
      startsAt: agreementInstant(input),
      agreementType: input.agreementType,
      regardingId: regarding.id,
      regardingName: regarding.name,
      createdBy: ctx.userId,
    })
    .returning();
  if (!row) throw new Error('insert into agreements returned no row');
  await insertAttendees(tx, ctx, row.id, input.attendeeIds, people);
  await recordAudit(tx, ctx, agreementAudit(row.id, audit.action, audit.details));
  return row;
}

export async function insertAttendees(
  tx: Tx,
  ctx: AdminContext,
  agreementId: string,
  attendeeIds: string[],
  people: Map<string, { id: string; name: string }>,
): Promise<void> {
  const attendees = [...new Set(attendeeIds)].map((id) => people.get(id)).filter((person) => !!person);
  if (attendees.length === 0) return;
  await tx.insert(agreementAttendees).values(
    attendees.map((person) => ({
      companyId: ctx.companyId,
      agreementId,
      employeeId: person.id,
      employeeName: person.name,
    })),
  );
}
