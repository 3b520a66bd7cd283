import {
  AGREEMENT_MESSAGES,
  type AgreementDateTime,
  type AgreementDetail,
  followUpOptionsFor,
  followUpRegardingHiddenText,
  followUpRegardingInactiveText,
} from '@kollega/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { agreementAttendees, employees } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import type { AdminContext } from '../../plugins/auth/request-context';
import { withTransaction } from '../../services/context';
import { employeesHiddenByPlan, planOfContext } from '../employees/public';
import { loadAgreement } from './agreement-record';
import type { AgreementDeps } from './deps';
import { getAgreement } from './get-agreement';
import { insertAgreement } from './insert-agreement';

const refused = (message: string) => new AppError('CONFLICT', message);

/**
 * POST /api/agreements/:agreementId/follow-up: 'Book opfølgning?' (hr-core §4, §9) after closing a type with
 * follow-up options. A new open agreement of the same type, title, Vedrørende, Deltagere and place, at the
 * chosen moment. A new agreement names only people who could be chosen for it now (decision 022): a Vedrørende
 * deleted, left (inactive) or hidden by the plan since is a 409 saying which; Deltagere who are deleted, inactive
 * or hidden are left out.
 */
export async function bookFollowUp(
  deps: AgreementDeps,
  ctx: AdminContext,
  input: { agreementId: string } & AgreementDateTime,
): Promise<AgreementDetail> {
  const created = await withTransaction(deps.db, async (tx) => {
    const source = await loadAgreement(tx, ctx, input.agreementId);
    if (!source.isClosed || !followUpOptionsFor(source.agreementType)) {
      throw refused(AGREEMENT_MESSAGES.noFollowUp);
    }
    // Live (not deleted) people only: a deleted Vedrørende's link is already null (on delete set null), a
    // deleted attendee's row has no employee to join.
    const live = and(eq(employees.companyId, ctx.companyId), isNull(employees.deletedAt));
    const regardingRows = source.regardingId
      ? await tx
          .select({ id: employees.id, employmentStatus: employees.employmentStatus })
          .from(employees)
          .where(and(live, eq(employees.id, source.regardingId)))
      : [];
    const attendees = await tx
      .select({ id: employees.id, employmentStatus: employees.employmentStatus })
      .from(agreementAttendees)
      .innerJoin(employees, and(live, eq(employees.id, agreementAttendees.employeeId)))
      .where(
        and(eq(agreementAttendees.companyId, ctx.companyId), eq(agreementAttendees.agreementId, source.id)),
      );
    const people = [...regardingRows, ...attendees];
    const [regarding] = regardingRows;
    if (!regarding) throw refused(AGREEMENT_MESSAGES.followUpRegardingDeleted);
    if (regarding.employmentStatus === 'inactive') {
      throw refused(followUpRegardingInactiveText(source.regardingName));
    }
    const hidden = await employeesHiddenByPlan(
      tx,
      ctx.companyId,
      planOfContext(ctx),
      people.map((person) => person.id),
    );
    if (hidden.has(regarding.id)) throw refused(followUpRegardingHiddenText(source.regardingName));
    const attendeeIds = attendees
      .filter((person) => person.employmentStatus !== 'inactive' && !hidden.has(person.id))
      .map((person) => person.id);
    return insertAgreement(
      tx,
      ctx,
      {
        title: source.title,
        regardingId: regarding.id,
        attendeeIds,
        agreementType: source.agreementType as never,
        date: input.date,
        time: input.time,
        location: source.location,
      },
      { action: 'agreement.follow-up', details: { followUpOf: source.id } },
    );
  });
  return getAgreement(deps, ctx, { agreementId: created.id });
}
