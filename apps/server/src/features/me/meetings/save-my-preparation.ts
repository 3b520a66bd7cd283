import {
  type AgreementPreparation,
  isPreparationOpen,
  ME_MESSAGES,
  MEETING_MESSAGES,
  type MyMeeting,
  preparationFormFor,
} from '@kollega/domain';
import { eq } from 'drizzle-orm';
import { agreementSharing, agreements } from '../../../db/schema/index';
import { AppError, notFound } from '../../../errors/app-error';
import type { MemberContext } from '../../../plugins/auth/request-context';
import { audited, loadInCompany } from '../../../services/context';
import type { MeDeps } from '../deps';
import { loadMyself } from '../my-record';
import { toMyMeetings } from './meeting-record';
import { notifyAdminsOfPreparation } from './notify-admins-of-preparation';

/**
 * PUT /api/me/meetings/:agreementId/preparation: the employee an agreement regards fills in, or changes, the
 * preparation for their 'Udviklingssamtale' or 'Lønsamtale' until the meeting begins (409 after, or for another
 * type). Anyone else's agreement, an attended one included, is a 404. The audit row names the form, not the
 * answers: they are the employee's words for the meeting, kept on the agreement only. The admins are notified
 * once per agreement (`notifyAdminsOfPreparation`).
 */
export async function saveMyPreparation(
  deps: Pick<MeDeps, 'db'>,
  ctx: MemberContext,
  input: { agreementId: string; preparation: AgreementPreparation },
  now: Date = new Date(),
): Promise<MyMeeting> {
  return audited(deps.db, ctx, async (tx) => {
    const me = await loadMyself(tx, ctx);
    const row = await loadInCompany(tx, agreements, ctx, input.agreementId, {
      forUpdate: true,
      where: eq(agreements.regardingId, me.id),
    });
    const form = preparationFormFor(row.agreementType);
    if (!form) throw new AppError('CONFLICT', ME_MESSAGES.preparationNotOpen);
    if (!isPreparationOpen(row, now)) throw new AppError('CONFLICT', MEETING_MESSAGES.preparationClosed);
    if (input.preparation.form !== form) throw new AppError('CONFLICT', MEETING_MESSAGES.formMismatch);
    const values = {
      preparation: input.preparation,
      preparedAt: now,
      preparedBy: ctx.userId,
      updatedAt: now,
    };
    await tx
      .insert(agreementSharing)
      .values({ companyId: ctx.companyId, agreementId: row.id, ...values })
      .onConflictDoUpdate({
        target: [agreementSharing.companyId, agreementSharing.agreementId],
        set: values,
      });
    await notifyAdminsOfPreparation(
      tx,
      ctx,
      {
        employeeId: me.id,
        employeeName: `${me.firstName} ${me.lastName}`.trim(),
        agreementId: row.id,
        title: row.title,
        startsAt: row.startsAt,
      },
      now,
    );
    const [meeting] = await toMyMeetings(tx, ctx, me.id, [row], now);
    if (!meeting) throw notFound();
    return {
      result: meeting,
      audit: {
        action: 'me.meeting.preparation',
        entityType: 'agreement',
        entityId: row.id,
        details: { form, employeeId: me.id },
      },
    };
  });
}
