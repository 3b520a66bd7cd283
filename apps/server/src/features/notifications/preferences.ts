import {
  NOTIFICATION_KINDS,
  type NotificationDelivery,
  type NotificationKind,
  type NotificationPreferences,
} from '@kollega/domain';
import { sql } from 'drizzle-orm';
import type { AuditActor } from '../../db/audit';
import { notificationPreferences } from '../../db/schema/index';
import type { MemberContext } from '../../plugins/auth/request-context';
import { audited, type Reader, type Writer } from '../../services/context';
import { deliveriesFor } from './produce-notifications';

/** GET /api/notifications/preferences: the caller's delivery for every kind (their choice or the default). */
export async function getNotificationPreferences(
  deps: { db: Reader },
  ctx: Pick<MemberContext, 'companyId' | 'employeeId'>,
): Promise<NotificationPreferences> {
  const deliveryOf = await deliveriesFor(deps.db, ctx.companyId, [ctx.employeeId]);
  return {
    preferences: NOTIFICATION_KINDS.map((kind) => ({ kind, delivery: deliveryOf(ctx.employeeId, kind) })),
  };
}

/** Stores choices for one person, with one audit row (DESIGN.md rule 2). */
export async function storeNotificationPreferences(
  db: Writer,
  actor: AuditActor,
  person: { companyId: string; employeeId: string },
  choices: readonly { kind: NotificationKind; delivery: NotificationDelivery }[],
  audit: { action: string; at: Date },
): Promise<void> {
  // The last choice per kind wins, so a repeated kind is one row.
  const byKind = new Map(choices.map((choice) => [choice.kind, choice.delivery]));
  if (byKind.size === 0) return;
  await audited(db, actor, async (tx) => {
    await tx
      .insert(notificationPreferences)
      .values(
        [...byKind].map(([kind, delivery]) => ({
          companyId: person.companyId,
          employeeId: person.employeeId,
          kind,
          delivery,
          updatedAt: audit.at,
        })),
      )
      .onConflictDoUpdate({
        target: [
          notificationPreferences.companyId,
          notificationPreferences.employeeId,
          notificationPreferences.kind,
        ],
        set: { delivery: sql`excluded.delivery`, updatedAt: sql`excluded.updated_at` },
      });
    return {
      result: undefined,
      audit: {
        action: audit.action,
        entityType: 'notification_preference',
        entityId: person.employeeId,
        details: { choices: Object.fromEntries(byKind) },
      },
    };
  });
}

/** PUT /api/notifications/preferences: the caller's own choices; answers all of them as they now are. */
export async function saveNotificationPreferences(
  deps: { db: Writer; now: () => Date },
  ctx: MemberContext,
  input: NotificationPreferences,
): Promise<NotificationPreferences> {
  await storeNotificationPreferences(deps.db, ctx, ctx, input.preferences, {
    action: 'notification.preferences.update',
    at: deps.now(),
  });
  return getNotificationPreferences(deps, ctx);
}
