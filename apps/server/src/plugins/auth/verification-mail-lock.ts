import { RESEND_VERIFICATION_LOCK_MS } from '@kollega/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { throttle } from '../../db/schema/index';
import { hit } from '../throttle';

/** The resend lock (hr-core §9: 180000 ms) is a throttle window of one verification e-mail per address. */
export const RESEND_VERIFICATION_RULE = { limit: 1, windowSeconds: RESEND_VERIFICATION_LOCK_MS / 1000 };
export const verificationMailKey = (email: string) => `verification-mail:${email.toLowerCase()}`;

/** Counts one verification e-mail; false when the lock is still on. */
export async function takeVerificationMailSlot(db: Db, email: string): Promise<boolean> {
  return (await hit(db, verificationMailKey(email), RESEND_VERIFICATION_RULE)).allowed;
}

/** When the next verification e-mail may be sent (ISO), or null when it may be sent now. */
export async function verificationMailAvailableAt(
  db: Db,
  email: string,
  now = new Date(),
): Promise<string | null> {
  const [row] = await db
    .select()
    .from(throttle)
    .where(eq(throttle.key, verificationMailKey(email)));
  if (!row) return null;
  const availableAt = row.windowStart.getTime() + RESEND_VERIFICATION_LOCK_MS;
  return availableAt > now.getTime() ? new Date(availableAt).toISOString() : null;
}
