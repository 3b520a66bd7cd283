import {
  NOTIFICATION_LIST_LIMIT,
  type NotificationKind,
  type NotificationList,
  notificationText,
} from '@kollega/domain';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { notifications } from '../../db/schema/index';
import type { MemberContext } from '../../plugins/auth/request-context';
import type { Reader } from '../../services/context';

/** GET /api/notifications: the caller's unread count and newest notifications, with their Danish texts. */
export async function listNotifications(deps: { db: Reader }, ctx: MemberContext): Promise<NotificationList> {
  const mine = and(eq(notifications.companyId, ctx.companyId), eq(notifications.employeeId, ctx.employeeId));
  const rows = await deps.db
    .select()
    .from(notifications)
    .where(mine)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATION_LIST_LIMIT);
  const [unread] = await deps.db
    .select({ value: count() })
    .from(notifications)
    .where(and(mine, isNull(notifications.readAt)));
  return {
    unread: unread?.value ?? 0,
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind as NotificationKind,
      ...notificationText(row.kind as NotificationKind, row.params),
      link: row.link,
      createdAt: row.createdAt.toISOString(),
      readAt: row.readAt?.toISOString() ?? null,
    })),
  };
}
