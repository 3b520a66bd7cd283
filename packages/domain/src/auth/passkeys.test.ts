import { describe, expect, it } from 'vitest';
import { PASSKEY_MESSAGES, passkeyNameSchema, sessionHasSecondFactor } from './passkeys';

describe('passkeys (decision 053)', () => {
  it('counts a passkey session as having the second factor, a password session only with TOTP', () => {
    expect(sessionHasSecondFactor({ twoFactorEnabled: false, signInMethod: 'passkey' })).toBe(true);
    expect(sessionHasSecondFactor({ twoFactorEnabled: true, signInMethod: null })).toBe(true);
    expect(sessionHasSecondFactor({ twoFactorEnabled: false, signInMethod: null })).toBe(false);
    expect(sessionHasSecondFactor({ twoFactorEnabled: false, signInMethod: 'email' })).toBe(false);
  });

  it('takes a name of 1 to 60 characters, trimmed, and says so in Danish otherwise', () => {
    expect(passkeyNameSchema.parse('  Min Mac  ')).toBe('Min Mac');
    expect(passkeyNameSchema.parse('x'.repeat(60))).toHaveLength(60);
    for (const bad of ['', '   ', 'x'.repeat(61)]) {
      const result = passkeyNameSchema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(PASSKEY_MESSAGES.nameInvalid);
    }
  });
});
