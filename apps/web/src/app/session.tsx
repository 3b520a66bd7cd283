import { createContext, type ReactNode, useContext, useMemo } from 'react';

export type SessionUser = {
  name: string;
  email: string;
  role: 'admin' | 'employee';
  isSuperAdmin: boolean;
};

export type Session = { status: 'signedOut' } | { status: 'signedIn'; user: SessionUser };

const SIGNED_OUT: Session = { status: 'signedOut' };

type SessionContextValue = { session: Session; signOut: () => Promise<void> };

const SessionContext = createContext<SessionContextValue>({ session: SIGNED_OUT, signOut: async () => {} });

type SessionProviderProps = {
  children: ReactNode;
  /** Tests pass a session here. */
  session?: Session;
  signOut?: () => Promise<void>;
};

/**
 * Who is signed in. There is no sign-in yet, so the session is always signed out; the accounts issue replaces
 * this source with better-auth's session (its `useSession()` and `signOut()`), keeping the `Session` type.
 */
export function SessionProvider({ children, session = SIGNED_OUT, signOut }: SessionProviderProps) {
  const value = useMemo<SessionContextValue>(
    () => ({ session, signOut: signOut ?? (async () => {}) }),
    [session, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  return useContext(SessionContext).session;
}

export function useSignOut(): () => Promise<void> {
  return useContext(SessionContext).signOut;
}
