import { type NotificationKind, notificationText, type PushPayload } from '@kollega/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import webpush from 'web-push';
import type { VapidKeys } from '../../../config/vapid-keys';
import { notifications, pushSubscriptions } from '../../../db/schema/index';
import { unsafeAcrossCompanies } from '../../../db/tenant-scope';
import type { Tx } from '../../../services/context';
import type { NotificationDeps } from '../deps';

/** Pending notifications claimed per run; the next run (the next request or scan) takes the rest. */
const BATCH = 200;
/** A push about something older than this is noise on a lock screen: it is dropped, the bell still has it. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** The push service keeps an undelivered message this long (the phone was off), then drops it. */
const TIME_TO_LIVE_SECONDS = 12 * 60 * 60;
/** A push service that does not answer in this time is given up on for this message. */
const SEND_TIMEOUT_MS = 10_000;
const PARALLEL_SENDS = 20;

export interface PushReport {
  sent: number;
  failed: number;
  removed: number;
}

interface Claimed {
  subscriptionId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  payload: PushPayload;
}

/**
 * Claims the pending pushes and marks them sent, in one short transaction, then returns what to send: the push
 * itself goes out after the commit (never inside a transaction: a slow push service must not hold rows).
 * `for update skip locked` lets a second server take other rows; a crash between the commit and the send loses
 * that push (at most once; the bell still has the notification).
 */
async function claim(deps: NotificationDeps, at: Date): Promise<Claimed[]> {
  return unsafeAcrossCompanies(() =>
    deps.db.transaction(async (tx: Tx) => {
      const rows = await tx
        .select({
          id: notifications.id,
          companyId: notifications.companyId,
          userId: notifications.userId,
          kind: notifications.kind,
          params: notifications.params,
          link: notifications.link,
          createdAt: notifications.createdAt,
        })
        .from(notifications)
        .where(eq(notifications.pushState, 'pending'))
        .orderBy(asc(notifications.createdAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (rows.length === 0) return [];
      const oldest = new Date(at.getTime() - MAX_AGE_MS);
      const fresh = rows.filter((row) => row.createdAt >= oldest);
      if (fresh.length > 0) {
        await tx
          .update(notifications)
          .set({ pushState: 'sent' })
          .where(
            inArray(
              notifications.id,
              fresh.map((row) => row.id),
            ),
          );
      }
      const stale = rows.filter((row) => row.createdAt < oldest).map((row) => row.id);
      if (stale.length > 0) {
        await tx.update(notifications).set({ pushState: 'expired' }).where(inArray(notifications.id, stale));
      }
      if (fresh.length === 0) return [];
      const subscriptions = await tx
        .select()
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.userId, [...new Set(fresh.map((row) => row.userId))]));
      return fresh.flatMap((row) => {
        const payload: PushPayload = {
          ...notificationText(row.kind as NotificationKind, row.params),
          link: row.link,
        };
        return subscriptions
          .filter((sub) => sub.companyId === row.companyId && sub.userId === row.userId)
          .map((sub) => ({
            subscriptionId: sub.id,
            endpoint: sub.endpoint,
            p256dh: sub.p256dh,
            auth: sub.auth,
            payload,
          }));
      });
    }),
  );
}

/**
 * One message to one device. web-push encrypts the payload to the device's keys (RFC 8291, aes128gcm) and signs
 * the VAPID token (RFC 8292); the POST itself is sent here with fetch, so it has one timeout and the status comes
 * back as a number (web-push's own sender speaks https only, and the tests' push service is plain http).
 */
async function deliver(keys: VapidKeys, item: Claimed): Promise<number> {
  const request = webpush.generateRequestDetails(
    { endpoint: item.endpoint, keys: { p256dh: item.p256dh, auth: item.auth } },
    JSON.stringify(item.payload),
    { vapidDetails: keys, TTL: TIME_TO_LIVE_SECONDS, contentEncoding: 'aes128gcm' },
  );
  const response = await fetch(request.endpoint, {
    method: 'POST',
    headers: Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
    ),
    body: request.body,
    redirect: 'error',
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  await response.body?.cancel();
  return response.status;
}

/**
 * Sends the pending web pushes (issue 26, decision 040): each notification produced for someone with a device
 * subscribed, to each of their devices, encrypted to the device's keys (RFC 8291) and signed with the VAPID key.
 * Runs after a request that may have produced notifications has committed, and after each scan. A push service
 * answering 404 or 410 has forgotten the device: its subscription is deleted. Any other failure is logged and
 * dropped: it never reaches the action that produced the notification.
 */
export async function sendPendingPushes(deps: NotificationDeps, at: Date): Promise<PushReport> {
  const report: PushReport = { sent: 0, failed: 0, removed: 0 };
  const push = deps.push;
  if (!push) return report;
  const claimed = await claim(deps, at);
  const succeeded = new Set<string>();
  const gone = new Set<string>();
  // A few at a time: a batch can name hundreds of devices, and each is a connection to a push service.
  for (let start = 0; start < claimed.length; start += PARALLEL_SENDS) {
    await Promise.all(
      claimed.slice(start, start + PARALLEL_SENDS).map(async (item) => {
        try {
          const status = await deliver(push.keys, item);
          if (status === 404 || status === 410) {
            gone.add(item.subscriptionId);
          } else if (status >= 200 && status < 300) {
            succeeded.add(item.subscriptionId);
            report.sent += 1;
          } else {
            report.failed += 1;
            deps.log?.warn({ statusCode: status }, 'web push refused by the push service');
          }
        } catch (error) {
          report.failed += 1;
          deps.log?.warn({ err: error }, 'web push failed');
        }
      }),
    );
  }
  if (gone.size > 0 || succeeded.size > 0) {
    await unsafeAcrossCompanies(async () => {
      if (gone.size > 0) {
        const removed = await deps.db
          .delete(pushSubscriptions)
          .where(inArray(pushSubscriptions.id, [...gone]))
          .returning({ id: pushSubscriptions.id });
        report.removed = removed.length;
      }
      if (succeeded.size > 0) {
        await deps.db
          .update(pushSubscriptions)
          .set({ lastSuccessAt: at })
          .where(inArray(pushSubscriptions.id, [...succeeded]));
      }
    });
  }
  return report;
}
