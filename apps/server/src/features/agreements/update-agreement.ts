import {
  AGREEMENT_MESSAGES,
  type AgreementDetail,
  type AgreementInput,
  agreementInstant,
} from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import { agreementAttendees, agreements } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import type { AdminContext } from '../../plugins/auth/request-context';
import { audited } from '../../services/context';
import { loadChosenEmployees } from '../employees/public';
import { agreementAudit, assertOpen, loadAgreement } from './agreement-record';
import { announceAgreement } from './calendar/agreement-invitations';
import type { AgreementDeps } from './deps';
import { getAgreement } from './get-agreement';
import { insertAttendees } from './insert-agreement';

/** PUT /api/agreements/:agreementId: 'Ret detaljer' on an open agreement (hr-core §4). */
export async function updateAgreement(
  deps: AgreementDeps,
  ctx: AdminContext,
  input: { agreementId: string } & AgreementInput,
): Promise<AgreementDetail> {
  await audited(deps.db, ctx, async (tx) => {
    const row = await loadAgreement(tx, ctx, input.agreementId, { forUpdate: true });
    assertOpen(row);
    const currentAttendees = await tx
      .select({ employeeId: agreementAttendees.employeeId })
      .from(agreementAttendees)
      .where(
        and(eq(agreementAttendees.companyId, ctx.companyId), eq(agreementAttendees.agreementId, row.id)),
      );
    const alreadyLinked = [row.regardingId, ...currentAttendees.map((attendee) => attendee.employeeId)];
    const people = await loadChosenEmployees(
      tx,
      ctx,
      [input.regardingId, ...input.attendeeIds],
      alreadyLinked.filter((id): id is string => id !== null),
    );
    const regarding = people.get(input.regardingId);
    if (!regarding) throw new Error('loadChosenEmployees returned without the regarding employee');
    // An inactive employee may stay Vedrørende of an agreement made earlier, but cannot be chosen anew.
    if (regarding.employmentStatus === 'inactive' && regarding.id !== row.regardingId) {
      throw new AppError('VALIDATION_ERROR', AGREEMENT_MESSAGES.regardingMissing, {
        details: [{ path: 'regardingId', message: AGREEMENT_MESSAGES.regardingMissing }],
      });
    }
    const startsAt = agreementInstant(input);
    const changes = [
      row.title !== input.title && 'title',
      row.location !== input.location && 'location',
      row.agreementType !== input.agreementType && 'agreementType',
      row.regardingId !== regarding.id && 'regarding',
      row.startsAt.getTime() !== startsAt.getTime() && 'date',
    ].filter(Boolean);
    await tx
      .update(agreements)
      .set({
        title: input.title,
        location: input.location,
        agreementType: input.agreementType,
        startsAt,
        regardingId: regarding.id,
        regardingName: regarding.name,
        updatedAt: new Date(),
      })
      .where(and(eq(agreements.companyId, ctx.companyId), eq(agreements.id, row.id)));
    await tx
      .delete(agreementAttendees)
      .where(
        and(eq(agreementAttendees.companyId, ctx.companyId), eq(agreementAttendees.agreementId, row.id)),
      );
    await insertAttendees(tx, ctx, row.id, input.attendeeIds, people);
    const before = new Set(alreadyLinked.filter((id): id is string => id !== null));
    const after = new Set([input.regardingId, ...input.attendeeIds]);
    const attendeesChanged = after.size !== before.size || [...after].some((id) => !before.has(id));
    if (changes.length > 0 || attendeesChanged) {
      await announceAgreement(tx, ctx, { agreementId: row.id, change: 'changed', baseUrl: deps.baseUrl });
    }
    return { result: undefined, audit: agreementAudit(row.id, 'agreement.update', { changes }) };
  });
  return getAgreement(deps, ctx, input);
}
