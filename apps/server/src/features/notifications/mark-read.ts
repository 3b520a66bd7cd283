import { NOTIFICATION_MESSAGES } from '@kollega/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { notifications } from '../../db/schema/index';
import { isUuid } from '../../db/uuid';
import { notFound } from '../../errors/app-error';
import type { MemberContext } from '../../plugins/auth/request-context';
import type { Writer } from '../../services/context';

/*
 * Reading a notification changes only the recipient's own inbox, like a session's last use: it writes no audit
 * row (decision 040), or the Aktivitetslog would drown in 'read' lines.
 */

/** POST /api/notifications/:notificationId/read: one of the caller's own; another's is 404. */
export async function markNotificationRead(
  deps: { db: Writer; now: () => Date },
  ctx: MemberContext,
  input: { notificationId: string },
): Promise<void> {
  if (!isUuid(input.notificationId)) throw notFound(NOTIFICATION_MESSAGES.notFound);
  const mine = and(
    eq(notifications.companyId, ctx.companyId),
    eq(notifications.employeeId, ctx.employeeId),
    eq(notifications.id, input.notificationId),
  );
  const [row] = await deps.db
    .select({ readAt: notifications.readAt })
    .from(notifications)
    .where(mine)
    .limit(1);
  if (!row) throw notFound(NOTIFICATION_MESSAGES.notFound);
  if (!row.readAt) {
    await deps.db
      .update(notifications)
      .set({ readAt: deps.now() })
      .where(and(mine, isNull(notifications.readAt)));
  }
}

/** POST /api/notifications/read-all: every unread one of the caller's. Returns how many were marked. */
export async function markAllNotificationsRead(
  deps: { db: Writer; now: () => Date },
  ctx: MemberContext,
): Promise<number> {
  const marked = await deps.db
    .update(notifications)
    .set({ readAt: deps.now() })
    .where(
      and(
        eq(notifications.companyId, ctx.companyId),
        eq(notifications.employeeId, ctx.employeeId),
        isNull(notifications.readAt),
      ),
    )
    .returning({ id: notifications.id });
  return marked.length;
}
