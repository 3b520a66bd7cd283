import type { App } from '../../src/app';
import { throttle } from '../../src/db/schema/index';

/**
 * Forgets every throttle count, so a file's tests do not share sign-in and upload limits: one test's attempts
 * must not make another's request a 429. Call it in `beforeEach` of a file whose tests sign in many times.
 */
export async function resetThrottle(app: App): Promise<void> {
  await app.database.db.delete(throttle);
}
