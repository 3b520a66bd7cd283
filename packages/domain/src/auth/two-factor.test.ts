import { describe, expect, it } from 'vitest';
import { isTwoFactorRequired } from './two-factor';

describe('isTwoFactorRequired (decision 034)', () => {
  it('is always required of a super admin', () => {
    expect(
      isTwoFactorRequired({ isSuperadmin: true, companyRole: null, companyRequiresAdminTwoFactor: false }),
    ).toBe(true);
  });
  it('is required of an admin only when the owner asks for it', () => {
    expect(
      isTwoFactorRequired({ isSuperadmin: false, companyRole: 'admin', companyRequiresAdminTwoFactor: true }),
    ).toBe(true);
    expect(
      isTwoFactorRequired({
        isSuperadmin: false,
        companyRole: 'admin',
        companyRequiresAdminTwoFactor: false,
      }),
    ).toBe(false);
  });
  it('is never required of an employee or someone without a company', () => {
    expect(
      isTwoFactorRequired({
        isSuperadmin: false,
        companyRole: 'employee',
        companyRequiresAdminTwoFactor: true,
      }),
    ).toBe(false);
    expect(
      isTwoFactorRequired({ isSuperadmin: false, companyRole: null, companyRequiresAdminTwoFactor: true }),
    ).toBe(false);
  });
});
