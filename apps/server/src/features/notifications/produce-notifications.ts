import {
  DEFAULT_NOTIFICATION_DELIVERY,
  type NotificationDelivery,
  type NotificationKind,
  type NotificationParams,
  nextDigestMoment,
  nextSendingMoment,
} from '@kollega/domain';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import {
  employees,
  notificationEmails,
  notificationPreferences,
  notifications,
  pushSubscriptions,
} from '../../db/schema/index';
import { type Reader, type Writer, withTransaction } from '../../services/context';
import { loadMissingEntryReminder } from '../timereg/public';

let pushMayBePending = false;

/**
 * Whether a notification was marked for push since the last call (and clears it): the app asks after each
 * request, so the push goes out once that request's transaction has committed (decision 040).
 */
export function takePushPendingFlag(): boolean {
  const was = pushMayBePending;
  pushMayBePending = false;
  return was;
}

/** One notification a feature or the scan wants to exist. */
export interface NotificationDraft {
  companyId: string;
  /** The recipient's employee record; people without a login are skipped. */
  employeeId: string;
  kind: NotificationKind;
  params: NotificationParams;
  /** The web app's path it leads to. */
  link: string | null;
  /** Names the event for this recipient: the same key twice is one notification. */
  dedupeKey: string;
  /** An iTIP calendar file for the e-mail (agreement invitations). */
  calendar?: string | null;
}

/**
 * Each recipient's delivery for each kind: their choice, else the kind's default. The missing-entry reminder's
 * default is the company's 'Påmindelse om manglende registrering' (decision 040), and its 'Fra' turns the kind off
 * for everyone whatever they chose.
 */
export async function deliveriesFor(
  db: Reader,
  companyId: string,
  employeeIds: readonly string[],
): Promise<(employeeId: string, kind: NotificationKind) => NotificationDelivery> {
  const rows = employeeIds.length
    ? await db
        .select({
          employeeId: notificationPreferences.employeeId,
          kind: notificationPreferences.kind,
          delivery: notificationPreferences.delivery,
        })
        .from(notificationPreferences)
        .where(
          and(
            eq(notificationPreferences.companyId, companyId),
            inArray(notificationPreferences.employeeId, [...employeeIds]),
          ),
        )
    : [];
  const chosen = new Map(rows.map((row) => [`${row.employeeId}:${row.kind}`, row.delivery]));
  const reminder = await loadMissingEntryReminder(db, companyId);
  return (employeeId, kind) => {
    if (kind === 'timereg-missing-entry' && reminder === 'off') return 'off';
    const own = chosen.get(`${employeeId}:${kind}`) as NotificationDelivery | undefined;
    if (own) return own;
    return kind === 'timereg-missing-entry' ? reminder : DEFAULT_NOTIFICATION_DELIVERY[kind];
  };
}

/**
 * Makes the notifications that do not exist yet, and queues the e-mail of those the recipient wants by e-mail
 * (issue 26, decision 040). Idempotent: a (recipient, dedupe key) already there is left alone (`on conflict do
 * nothing`), so a re-run scan, a second server or a retried action produces nothing twice. Joins the caller's
 * transaction, so an event is announced exactly when the action that caused it commits. A recipient with a device
 * subscribed to push gets the row marked 'pending'; `sendPendingPushes` sends it once that transaction committed. One company per call;
 * a constant number of statements whatever the number of drafts. Returns how many were new.
 */
export async function produceNotifications(
  db: Writer,
  drafts: readonly NotificationDraft[],
  at: Date,
): Promise<number> {
  const [first] = drafts;
  if (!first) return 0;
  const companyId = first.companyId;
  if (drafts.some((draft) => draft.companyId !== companyId)) {
    throw new Error('produceNotifications: one company per call');
  }
  return withTransaction(db, async (tx) => {
    const recipientIds = [...new Set(drafts.map((draft) => draft.employeeId))];
    const recipients = await tx
      .select({ id: employees.id, userId: employees.userId })
      .from(employees)
      .where(
        and(
          eq(employees.companyId, companyId),
          inArray(employees.id, recipientIds),
          isNull(employees.deletedAt),
          isNotNull(employees.userId),
        ),
      );
    const userOf = new Map(recipients.map((row) => [row.id, row.userId as string]));
    const deliveryOf = await deliveriesFor(tx, companyId, [...userOf.keys()]);
    const wanted = drafts.filter(
      (draft) => userOf.has(draft.employeeId) && deliveryOf(draft.employeeId, draft.kind) !== 'off',
    );
    if (wanted.length === 0) return 0;
    // Someone with a device subscribed gets a push too (decision 040): marked pending here, sent after the commit.
    const pushUsers = new Set(
      (
        await tx
          .selectDistinct({ userId: pushSubscriptions.userId })
          .from(pushSubscriptions)
          .where(
            and(
              eq(pushSubscriptions.companyId, companyId),
              inArray(pushSubscriptions.userId, [...new Set(userOf.values())]),
            ),
          )
      ).map((row) => row.userId),
    );
    const created = await tx
      .insert(notifications)
      .values(
        wanted.map((draft) => ({
          companyId,
          employeeId: draft.employeeId,
          userId: userOf.get(draft.employeeId) as string,
          kind: draft.kind,
          params: draft.params,
          link: draft.link,
          dedupeKey: draft.dedupeKey,
          createdAt: at,
          pushState: pushUsers.has(userOf.get(draft.employeeId) as string) ? 'pending' : null,
        })),
      )
      .onConflictDoNothing()
      .returning({
        id: notifications.id,
        employeeId: notifications.employeeId,
        kind: notifications.kind,
        dedupeKey: notifications.dedupeKey,
      });
    if (created.length > 0 && pushUsers.size > 0) pushMayBePending = true;
    const calendarOf = new Map(
      wanted.map((draft) => [`${draft.employeeId}:${draft.dedupeKey}`, draft.calendar]),
    );
    const mails = created.flatMap((row) => {
      const delivery = deliveryOf(row.employeeId, row.kind as NotificationKind);
      if (delivery !== 'e-mail' && delivery !== 'daily-digest') return [];
      return [
        {
          companyId,
          notificationId: row.id,
          employeeId: row.employeeId,
          channel: delivery,
          sendAfter: delivery === 'e-mail' ? nextSendingMoment(at) : nextDigestMoment(at),
          calendar: calendarOf.get(`${row.employeeId}:${row.dedupeKey}`) ?? null,
        },
      ];
    });
    if (mails.length > 0) await tx.insert(notificationEmails).values(mails).onConflictDoNothing();
    return created.length;
  });
}
