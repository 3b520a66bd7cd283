import { describe, expect, it } from 'vitest';
import { makeMe, signedOut } from '../test/me';
import { appKind } from './access';

describe('which app a user sees', () => {
  it.each([
    ['signed out', signedOut, 'signedOut'],
    [
      'unverified e-mail',
      makeMe({ user: { emailVerified: false }, profile: null, company: null }),
      'verifyEmail',
    ],
    ['unverified even with a profile', makeMe({ user: { emailVerified: false } }), 'verifyEmail'],
    ['verified, no profile', makeMe({ profile: null, company: null }), 'completeSignup'],
    [
      'employee who does not register time',
      makeMe({ profile: { role: 'employee' }, company: { isOwner: false } }),
      'employeeWelcome',
    ],
    [
      'employee who registers time',
      makeMe({ profile: { role: 'employee', registersTime: true }, company: { isOwner: false } }),
      'employeeApp',
    ],
    ['admin who registers time keeps the admin app', makeMe({ profile: { registersTime: true } }), 'admin'],
    ['owner, active', makeMe(), 'admin'],
    [
      'owner without an active subscription',
      makeMe({ company: { subscription: { plan: 'premium', status: 'expired' } } }),
      'admin',
    ],
    [
      'admin, not owner, cancelled',
      makeMe({ company: { isOwner: false, subscription: { plan: 'premium', status: 'cancelled' } } }),
      'admin',
    ],
    [
      'admin, not owner, terminated',
      makeMe({ company: { isOwner: false, subscription: { plan: 'premium', status: 'terminated' } } }),
      'noSubscription',
    ],
    [
      'admin, not owner, no subscription',
      makeMe({ company: { isOwner: false, subscription: null } }),
      'noSubscription',
    ],
    [
      'super admin without a company',
      makeMe({ user: { isSuperadmin: true }, profile: null, company: null }),
      'admin',
    ],
    [
      'unverified super admin',
      makeMe({ user: { isSuperadmin: true, emailVerified: false }, profile: null, company: null }),
      'verifyEmail',
    ],
    [
      'super admin without two-factor (decision 034)',
      makeMe({ user: { isSuperadmin: true, twoFactorRequired: true }, profile: null, company: null }),
      'twoFactorSetup',
    ],
    [
      'admin whose company requires two-factor, without it',
      makeMe({ user: { twoFactorRequired: true, twoFactorEnabled: false } }),
      'twoFactorSetup',
    ],
    [
      'admin whose company requires two-factor, with it',
      makeMe({ user: { twoFactorRequired: true, twoFactorEnabled: true } }),
      'admin',
    ],
    [
      'admin whose company requires two-factor, signed in with a passkey (decision 053)',
      makeMe({ user: { twoFactorRequired: true, twoFactorEnabled: false, signedInWithPasskey: true } }),
      'admin',
    ],
    [
      'super admin logged in as an admin who lacks it',
      makeMe({ user: { twoFactorRequired: true }, impersonatedBy: 'superadmin-1' }),
      'admin',
    ],
  ] as const)('%s → %s', (_name, me, expected) => {
    expect(appKind(me)).toBe(expected);
  });
});
