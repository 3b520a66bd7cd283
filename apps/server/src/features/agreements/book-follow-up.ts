import {
  AGREEMENT_MESSAGES,
  type AgreementDateTime,
  type AgreementDetail,
  followUpOptionsFor,
} from '@kollega/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { agreementAttendees, employees } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import type { AdminContext } from '../../plugins/auth/request-context';
import { loadAgreement } from './agreement-record';
import type { AgreementDeps } from './deps';
import { getAgreement } from './get-agreement';
import { insertAgreement } from './insert-agreement';

/**
 * POST /api/agreements/:agreementId/follow-up: 'Book opfølgning?' (hr-core §4, §9) after closing a type with
 * follow-up options. A new open agreement of the same type, title, Vedrørende, Deltagere and place, at the
 * chosen moment. Attendees whose employee was deleted are left out.
 */
export async function bookFollowUp(
  deps: AgreementDeps,
  ctx: AdminContext,
  agreementId: string,
  when: AgreementDateTime,
): Promise<AgreementDetail> {
  const created = await deps.db.transaction(async (tx) => {
    const source = await loadAgreement(tx, ctx, agreementId);
    if (!source.isClosed || !followUpOptionsFor(source.agreementType) || !source.regardingId) {
      throw new AppError('CONFLICT', AGREEMENT_MESSAGES.noFollowUp);
    }
    const attendees = await tx
      .select({ employeeId: agreementAttendees.employeeId })
      .from(agreementAttendees)
      .innerJoin(
        employees,
        and(
          eq(employees.companyId, ctx.companyId),
          eq(employees.id, agreementAttendees.employeeId),
          isNull(employees.deletedAt),
        ),
      )
      .where(
        and(eq(agreementAttendees.companyId, ctx.companyId), eq(agreementAttendees.agreementId, source.id)),
      );
    return insertAgreement(
      tx,
      ctx,
      {
        title: source.title,
        regardingId: source.regardingId,
        attendeeIds: attendees.flatMap((attendee) => (attendee.employeeId ? [attendee.employeeId] : [])),
        agreementType: source.agreementType as never,
        date: when.date,
        time: when.time,
        location: source.location,
      },
      { action: 'agreement.follow-up', details: { followUpOf: source.id } },
    );
  });
  return getAgreement(deps, ctx, created.id);
}
