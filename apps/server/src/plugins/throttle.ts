import { createHash } from 'node:crypto';
import { PASSWORD_ATTEMPTS_MAX, PASSWORD_ATTEMPTS_WINDOW_MINUTES } from '@kollega/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { throttle } from '../db/schema/index';
import { AppError } from '../errors/app-error';

export interface ThrottleRule {
  /** Most hits allowed per window. */
  limit: number;
  windowSeconds: number;
}

/** The limits, in one place. Keys are per client IP (the real one, via TRUST_PROXY) or per e-mail/user. */
export const THROTTLE_RULES = {
  /** Failed sign-ins (and failed two-factor codes) from one address, whatever the account (docs/rules/auth-and-access.md#ruling-33: only
   *  failures count, so an office of 100 people signing in from one address is never refused). */
  signInFailuresPerIp: { limit: 30, windowSeconds: 15 * 60 },
  /** Failed sign-ins for one e-mail, from anywhere. Counted per e-mail AND address pair, so that a stranger
   *  guessing passwords cannot lock the real person out from their own address. */
  signInFailuresPerEmailAndIp: { limit: 10, windowSeconds: 15 * 60 },
  /** Failed sign-ins for one e-mail across all addresses: a slower, higher ceiling against distributed guessing. */
  signInFailuresPerEmail: { limit: 50, windowSeconds: 60 * 60 },
  /** An address that signed in to an account is its owner's for 30 days: the per-e-mail ceiling skips it. */
  knownAddress: { limit: 1, windowSeconds: 30 * 24 * 60 * 60 },
  signUpPerIp: { limit: 20, windowSeconds: 60 * 60 },
  /** Passkey sign-in challenges from one address (decision 053): each is a row for five minutes, so they are
   *  bounded; high enough for an office whose sign-in page asks once per visit. */
  passkeyChallengesPerIp: { limit: 300, windowSeconds: 15 * 60 },
  forgotPasswordPerIp: { limit: 10, windowSeconds: 15 * 60 },
  /** Per e-mail AND address, so that nobody can use up a person's reset e-mails from elsewhere. */
  forgotPasswordPerEmailAndIp: { limit: 3, windowSeconds: 60 * 60 },
  emailActionPerIp: { limit: 30, windowSeconds: 15 * 60 },
  cvrSearchPerIp: { limit: 60, windowSeconds: 60 },
  /** Wrong passwords on a 'Mig' acknowledgement (documents, equipment receipts), per login (decision 041). */
  acknowledgementPasswordFailuresPerUser: {
    limit: PASSWORD_ATTEMPTS_MAX,
    windowSeconds: PASSWORD_ATTEMPTS_WINDOW_MINUTES * 60,
  },
} as const satisfies Record<string, ThrottleRule>;

/**
 * Counts one hit on `key` in a fixed window and says whether it is within the limit. One atomic upsert, so
 * app servers sharing the database count together and two requests cannot both take the last hit.
 */
/** Keys embed e-mails a client typed; past a sane length they are hashed, so any input fits the column's index. */
function boundedKey(key: string): string {
  return key.length <= 200 ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`;
}

export async function hit(
  db: Db,
  key: string,
  rule: ThrottleRule,
  now = new Date(),
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const windowStartCutoff = new Date(now.getTime() - rule.windowSeconds * 1000);
  const [row] = await db
    .insert(throttle)
    .values({ key: boundedKey(key), windowStart: now, hits: 1 })
    .onConflictDoUpdate({
      target: throttle.key,
      set: {
        hits: sql`case when ${throttle.windowStart} <= ${windowStartCutoff.toISOString()}::timestamptz then 1 else ${throttle.hits} + 1 end`,
        windowStart: sql`case when ${throttle.windowStart} <= ${windowStartCutoff.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${throttle.windowStart} end`,
      },
    })
    .returning();
  const windowEnds = (row?.windowStart.getTime() ?? now.getTime()) + rule.windowSeconds * 1000;
  return {
    allowed: (row?.hits ?? 1) <= rule.limit,
    retryAfterSeconds: Math.max(1, Math.ceil((windowEnds - now.getTime()) / 1000)),
  };
}

/** Whether `key` is already over its limit, without counting a hit. */
export async function isOverLimit(
  db: Db,
  key: string,
  rule: ThrottleRule,
  now = new Date(),
): Promise<boolean> {
  const [row] = await db
    .select()
    .from(throttle)
    .where(sql`${throttle.key} = ${boundedKey(key)}`);
  if (!row) return false;
  const windowOpen = row.windowStart.getTime() > now.getTime() - rule.windowSeconds * 1000;
  return windowOpen && row.hits >= rule.limit;
}

/**
 * Forgets `key`'s hits and takes them off `fromKey` too (never below zero), in one statement: docs/rules/auth-and-access.md#ruling-33's
 * "a successful sign-in clears that account's failures from that IP", from the pair's counter and the address's.
 */
export async function clearHits(db: Db, key: string, fromKey: string): Promise<void> {
  await db.execute(sql`
    with cleared as (
      delete from ${throttle} where ${throttle.key} = ${boundedKey(key)} returning ${throttle.hits} as hits
    )
    update ${throttle} set hits = greatest(0, ${throttle.hits} - (select coalesce(sum(hits), 0) from cleared))
    where ${throttle.key} = ${boundedKey(fromKey)}`);
}

/** Counts a hit and throws 429 with the Danish message when the limit is passed. */
export async function enforce(db: Db, key: string, rule: ThrottleRule, message?: string): Promise<void> {
  const result = await hit(db, key, rule);
  if (!result.allowed) {
    throw new AppError('RATE_LIMITED', message, {
      retryAfterSeconds: result.retryAfterSeconds,
    });
  }
}
