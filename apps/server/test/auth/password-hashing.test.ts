import { verifyPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { accounts } from '../../src/db/schema/index';
import { createUser, signInOverHttp } from '../../src/testing/factories';
import { buildTestApp, testConfig } from '../helpers/test-app';

async function storedHash(app: App, userId: string): Promise<string> {
  const [account] = await app.database.db.select().from(accounts).where(eq(accounts.userId, userId));
  if (!account?.password) throw new Error('the account has no password hash');
  return account.password;
}

describe('password hashing', () => {
  it('stays better-auth’s strong scrypt in production', async () => {
    const { app } = await buildTestApp({
      config: testConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' }),
    });
    const user = await createUser(app);
    const hash = await storedHash(app, user.id);
    // better-auth's own verifier re-derives the key with its strong parameters (scrypt N=16384, r=16).
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash, password: user.password })).toBe(true);
    expect(await signInOverHttp(app, user)).toContain('kollega.session_token=');
  });

  it('is a cheap salted hash under NODE_ENV=test that still refuses a wrong password', async () => {
    const { app } = await buildTestApp();
    const user = await createUser(app);
    const hash = await storedHash(app, user.id);
    expect(hash).toMatch(/^test-scrypt\$[0-9a-f]{32}:[0-9a-f]{64}$/);
    expect(await verifyPassword({ hash, password: user.password }).catch(() => false)).toBe(false);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: user.email, password: 'forkert-kodeord' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(await signInOverHttp(app, user)).toContain('kollega.session_token=');
  });
});
