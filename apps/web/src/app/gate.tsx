import { Navigate, Outlet, useRouterState } from '@tanstack/react-router';
import { type ReactNode, Suspense, use, useEffect, useState } from 'react';
import { ImpersonationBanner } from '../features/admin/impersonation-banner';
import {
  CompleteSignupPage,
  EmployeeScreen,
  LandingPage,
  NoSubscriptionScreen,
  useSignOut,
  VerifyEmailScreen,
} from '../features/auth/screens';
import { EmployeeApp } from '../features/timereg/screens';
import { paths } from '../lib/paths';
import { ErrorState } from '../ui/error-state';
import { PageLoader } from '../ui/page-loader';
import type { AppKind } from './access';
import { useSession } from './session';

/**
 * The access rules come from @kollega/domain, whose zod schemas are most of its weight; loading them beside the
 * first GET /api/me keeps them out of the initial bundle without making anyone wait longer.
 */
const accessRules = import('./access');

/** hr-core §2: the "no active subscription" screen appears after 2 seconds, not at once. */
export const NO_SUBSCRIPTION_DELAY_MS = 2000;

/** Pages a signed-out visitor may open besides the landing page at /. */
const SIGNED_OUT_PATHS: readonly string[] = [paths.signup, paths.forgotPassword];
/** Pages that make no sense once the account is set up; they go to /. */
const ACCOUNT_PATHS: readonly string[] = [paths.signup, paths.forgotPassword, paths.verifyEmail];

function Delayed({ ms, children }: { ms: number; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(true), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  return shown ? children : <PageLoader fullPage />;
}

function Screen({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoader fullPage />}>{children}</Suspense>;
}

/** The employee app, given 'Log ud' from the auth feature, which a feature may not import itself. */
function EmployeeAppScreen({ banner }: { banner: ReactNode }) {
  const { signOut, isPending } = useSignOut();
  return <EmployeeApp banner={banner} onSignOut={signOut} signingOut={isPending} />;
}

function routedFor(kind: AppKind, pathname: string, hasProfile: boolean): ReactNode {
  const banner = <ImpersonationBanner />;
  switch (kind) {
    case 'signedOut':
      if (SIGNED_OUT_PATHS.includes(pathname)) return <Outlet />;
      if (pathname === paths.home) return <LandingPage />;
      return <Navigate to={paths.home} replace />;
    case 'verifyEmail':
      return <VerifyEmailScreen />;
    case 'completeSignup':
      return <CompleteSignupPage banner={banner} />;
    case 'employeeApp':
      return <EmployeeAppScreen banner={banner} />;
    case 'employeeWelcome':
      return <EmployeeScreen banner={banner} />;
    case 'noSubscription':
      return (
        <Delayed ms={NO_SUBSCRIPTION_DELAY_MS}>
          <NoSubscriptionScreen banner={banner} />
        </Delayed>
      );
    case 'admin':
      if (ACCOUNT_PATHS.includes(pathname) || (pathname === paths.completeSignup && hasProfile)) {
        return <Navigate to={paths.home} replace />;
      }
      return <Outlet />;
  }
}

/**
 * The root of the app: decides from GET /api/me which app this user sees (src/app/access.ts) and shows either
 * the routed page or the one screen that user gets on every path. /email-action-handler is always reachable.
 */
export function Gate() {
  return (
    <Suspense fallback={<PageLoader fullPage />}>
      <GateDecision />
    </Suspense>
  );
}

function GateDecision() {
  // The path whose pages are loaded, not the one being loaded: while a navigation waits for its page, <Outlet>
  // still shows the previous match, which must not be judged by the new path.
  const pathname = useRouterState({ select: (state) => (state.resolvedLocation ?? state.location).pathname });
  const session = useSession();

  if (pathname === paths.emailActionHandler) return <Outlet />;
  if (session.status === 'loading') return <PageLoader fullPage />;
  if (session.status === 'error') {
    return (
      <main>
        <ErrorState
          title="Kollega kunne ikke starte"
          message="Vi kunne ikke få kontakt til serveren. Tjek din internetforbindelse, og prøv igen."
          onRetry={session.retry}
        />
      </main>
    );
  }
  const kind = use(accessRules).appKind(session.me);
  return <Screen>{routedFor(kind, pathname, session.me.profile !== null)}</Screen>;
}
