import {
  PUSH_MESSAGES,
  PUSH_SUBSCRIPTIONS_PER_USER,
  type PushPublicKey,
  type PushSubscriptionInput,
} from '@kollega/domain';
import { and, desc, eq, ne, notInArray } from 'drizzle-orm';
import { pushSubscriptions } from '../../../db/schema/index';
import { AppError, notFound } from '../../../errors/app-error';
import type { MemberContext } from '../../../plugins/auth/request-context';
import { type Writer, withTransaction } from '../../../services/context';
import type { NotificationDeps } from '../deps';

/*
 * A device's subscription is like a session: it says where this person's own notifications go, and only they
 * can add or remove it. It writes no audit row (decision 040), as marking read does not.
 */

function invalid(path: string, message: string): AppError {
  return new AppError('VALIDATION_ERROR', message, { details: [{ path, message }] });
}

/**
 * The browsers' push services (Chrome and Edge: FCM; Firefox: Mozilla autopush; Safari: Apple; old Edge: WNS).
 * The server POSTs to whatever endpoint is stored, so outside tests only these hosts are accepted: a subscription
 * must not make the server call an address inside its own network.
 */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
];

function isPushServiceHost(hostname: string): boolean {
  return PUSH_SERVICE_HOSTS.some((host) => hostname === host || hostname.endsWith(`.${host}`));
}

/**
 * https only: a plain-http endpoint would send the (encrypted) message and the VAPID token in the clear. The test
 * build (`testing`) also accepts any https host and a fake push service on http://127.0.0.1.
 */
function checkEndpoint(endpoint: string, testing: boolean): void {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw invalid('endpoint', PUSH_MESSAGES.endpointInvalid);
  }
  const localTest = testing && url.protocol === 'http:' && url.hostname === '127.0.0.1';
  const https = url.protocol === 'https:' && (testing || isPushServiceHost(url.hostname));
  if ((!https && !localTest) || url.username || url.password) {
    throw invalid('endpoint', PUSH_MESSAGES.endpointInvalid);
  }
}

/** GET /api/notifications/push/public-key: the key the browser subscribes with; null when push is off. */
export function pushPublicKey(deps: Pick<NotificationDeps, 'push'>): PushPublicKey {
  return { publicKey: deps.push?.keys.publicKey ?? null };
}

/**
 * POST /api/notifications/push/subscriptions: this device, for the caller (company and login). The same endpoint
 * again refreshes its keys; beyond PUSH_SUBSCRIPTIONS_PER_USER devices the oldest are dropped, so the list stays
 * bounded however often a browser re-subscribes.
 */
export async function savePushSubscription(
  deps: Pick<NotificationDeps, 'push' | 'now'> & { db: Writer },
  ctx: MemberContext,
  input: PushSubscriptionInput,
): Promise<void> {
  if (!deps.push) throw new AppError('CONFLICT', PUSH_MESSAGES.unavailable);
  checkEndpoint(input.endpoint, deps.push.allowLocalHttpEndpoints);
  const mine = and(eq(pushSubscriptions.companyId, ctx.companyId), eq(pushSubscriptions.userId, ctx.userId));
  await withTransaction(deps.db, async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({
        companyId: ctx.companyId,
        employeeId: ctx.employeeId,
        userId: ctx.userId,
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh.replace(/=+$/, ''),
        auth: input.keys.auth.replace(/=+$/, ''),
        createdAt: deps.now(),
      })
      .onConflictDoUpdate({
        target: [pushSubscriptions.companyId, pushSubscriptions.userId, pushSubscriptions.endpoint],
        set: {
          p256dh: input.keys.p256dh.replace(/=+$/, ''),
          auth: input.keys.auth.replace(/=+$/, ''),
          createdAt: deps.now(),
        },
      });
    const keep = await tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(mine)
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(PUSH_SUBSCRIPTIONS_PER_USER);
    // The device just subscribed is kept whatever the clock says; the oldest others go.
    await tx.delete(pushSubscriptions).where(
      and(
        mine,
        ne(pushSubscriptions.endpoint, input.endpoint),
        notInArray(
          pushSubscriptions.id,
          keep.map((row) => row.id),
        ),
      ),
    );
  });
}

/** DELETE /api/notifications/push/subscriptions: this device (by endpoint), the caller's own only; else 404. */
export async function deletePushSubscription(
  deps: { db: Writer },
  ctx: MemberContext,
  input: { endpoint: string },
): Promise<void> {
  const removed = await deps.db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.companyId, ctx.companyId),
        eq(pushSubscriptions.userId, ctx.userId),
        eq(pushSubscriptions.endpoint, input.endpoint),
      ),
    )
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) throw notFound(PUSH_MESSAGES.notFound);
}
