import type { MeResponse } from '@kollega/domain';

type User = NonNullable<MeResponse['user']>;
type Profile = NonNullable<MeResponse['profile']>;
type Company = NonNullable<MeResponse['company']>;

export const signedOut: MeResponse = {
  user: null,
  impersonatedBy: null,
  resendVerificationAvailableAt: null,
  profile: null,
  company: null,
};

type MeOverrides = {
  user?: Partial<User>;
  profile?: Partial<Profile> | null;
  company?: Partial<Company> | null;
  impersonatedBy?: string | null;
  resendVerificationAvailableAt?: string | null;
};

/**
 * A signed-in /api/me answer; by default the verified owner of an active premium company ('Anne Admin',
 * 'Bager Hansen ApS'). Pass `profile: null` or `company: null` to leave them out.
 */
export function makeMe(overrides: MeOverrides = {}): MeResponse {
  const profile =
    overrides.profile === null
      ? null
      : {
          employeeId: 'emp-1',
          firstName: 'Anne',
          lastName: 'Admin',
          jobPosition: 'Direktør',
          phone: '12345678',
          role: 'admin' as const,
          profilePhotoUrl: null,
          registersTime: false,
          ...overrides.profile,
        };
  const company =
    overrides.company === null
      ? null
      : {
          id: 'company-1',
          name: 'Bager Hansen ApS',
          isOwner: true,
          subscription: { plan: 'premium' as const, status: 'active' as const },
          requireAdminTwoFactor: false,
          ...overrides.company,
        };
  return {
    user: {
      id: 'user-1',
      email: 'anne@bager.dk',
      emailVerified: true,
      isSuperadmin: false,
      twoFactorEnabled: false,
      twoFactorRequired: false,
      signedInWithPasskey: false,
      ...overrides.user,
    },
    impersonatedBy: overrides.impersonatedBy ?? null,
    resendVerificationAvailableAt: overrides.resendVerificationAvailableAt ?? null,
    profile,
    company,
  };
}
