import { danishWallClock } from '@kollega/domain';
import type { MemberContext } from '../../../plugins/auth/request-context';
import type { Tx } from '../../../services/context';
import { adminRecipients, produceNotifications } from '../../notifications/public';

/**
 * Tells the admins (all but the employee, who may be an admin too) that an employee saved their preparation for
 * an agreement, in the save's transaction (issue 26's notifications, decision 040). The text names the agreement,
 * never the answers. One notification per agreement and recipient: changing the preparation again does not
 * announce it twice (the dedupe key names the agreement only).
 */
export async function notifyAdminsOfPreparation(
  tx: Tx,
  ctx: MemberContext,
  notice: { employeeId: string; employeeName: string; agreementId: string; title: string; startsAt: Date },
  at: Date,
): Promise<void> {
  const admins = await adminRecipients(tx, ctx.companyId);
  await produceNotifications(
    tx,
    admins
      .filter((id) => id !== notice.employeeId)
      .map((employeeId) => ({
        companyId: ctx.companyId,
        employeeId,
        kind: 'agreement-preparation-saved' as const,
        params: {
          employee: notice.employeeName,
          title: notice.title,
          date: danishWallClock(notice.startsAt).date,
        },
        link: `/aftaler/${notice.agreementId}`,
        dedupeKey: `agreement-preparation-saved:${notice.agreementId}`,
      })),
    at,
  );
}
