import type { EmployeeRole, MeResponse } from '@kollega/domain';
import { displayName, useMe } from '../lib/me';

export type SessionUser = {
  id: string;
  /** First and last name, or the e-mail before the profile exists. */
  name: string;
  email: string;
  /** Null until the account setup has made the employee record. */
  role: EmployeeRole | null;
  isSuperAdmin: boolean;
  photoUrl: string | null;
};

/**
 * Who is using the app, from GET /api/me (TanStack Query, key ['me']). `me` is the whole answer, for the gate's
 * decision (src/app/access.ts) and the pages that need the company or the impersonation.
 */
export type Session =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'signedOut'; me: MeResponse }
  | { status: 'signedIn'; user: SessionUser; me: MeResponse };

export function toSession(me: MeResponse): Session {
  if (!me.user) return { status: 'signedOut', me };
  return {
    status: 'signedIn',
    me,
    user: {
      id: me.user.id,
      name: displayName(me),
      email: me.user.email,
      role: me.profile?.role ?? null,
      isSuperAdmin: me.user.isSuperadmin,
      photoUrl: me.profile?.profilePhotoUrl ?? null,
    },
  };
}

export function useSession(): Session {
  const query = useMe();
  // Data wins over an error: a failed background refresh keeps the user where they are.
  if (query.data) return toSession(query.data);
  if (query.isError) return { status: 'error', error: query.error, retry: () => void query.refetch() };
  return { status: 'loading' };
}
