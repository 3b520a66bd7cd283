import { AppError } from '../../errors/app-error';
import type { MemberContext } from '../../plugins/auth/request-context';
import { hit, isOverLimit, THROTTLE_RULES } from '../../plugins/throttle';
import type { MeDeps } from './deps';

/**
 * The password check of every 'Mig' acknowledgement (documents and equipment receipts), with a limit on wrong
 * passwords per login (decision 041): better-auth's sign-in limits do not cover this route, and without one a
 * borrowed, signed-in phone could be used to guess the owner's password. Only failures count, as for signing in
 * (docs/rules/auth-and-access.md#ruling-33); once over the limit even the right password waits for the window.
 */
export async function checkAcknowledgementPassword(
  deps: Pick<MeDeps, 'db' | 'passwords'>,
  ctx: MemberContext,
  password: string,
): Promise<void> {
  const key = `me-acknowledge:user:${ctx.userId}`;
  const rule = THROTTLE_RULES.acknowledgementPasswordFailuresPerUser;
  if (await isOverLimit(deps.db, key, rule)) {
    // Counting this refused try too is harmless in a fixed window, and answers when it ends.
    const { retryAfterSeconds } = await hit(deps.db, key, rule);
    throw new AppError('PASSWORD_ATTEMPTS', undefined, { retryAfterSeconds });
  }
  if (await deps.passwords(ctx.userId, password)) return;
  await hit(deps.db, key, rule);
  throw new AppError('WRONG_PASSWORD');
}
