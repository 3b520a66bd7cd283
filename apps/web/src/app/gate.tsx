import { Navigate, Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { type ReactNode, Suspense, use, useEffect, useRef, useState } from 'react';
import { ImpersonationBanner } from '../features/admin/impersonation-banner';
import {
  EmployeeScreen,
  LandingPage,
  NoSubscriptionScreen,
  VerifyEmailScreen,
} from '../features/auth/screens';
import { CompanyClosedBanner } from '../features/company/closure/company-closed-banner';
import { CompleteSignupPage } from '../features/company/screens';
import { TwoFactorRequiredScreen } from '../features/employees/screens';
import { HolidayAppScreen } from '../features/holiday/screens';
import { MeAppScreen, MeOnlyAppScreen } from '../features/me/screens';
import { EmployeeApp } from '../features/timereg/screens';
import { loadOnce } from '../lib/load-once';
import { paths } from '../lib/paths';
import { useSignOut } from '../lib/sign-out';
import { ErrorState } from '../ui/error-state';
import { PageLoader } from '../ui/page-loader';
import type { AppKind } from './access';
import { loadAppWide } from './load-app-wide';
import { type Session, useSession } from './session';

/**
 * The access rules come from @kollega/domain and so bring zod: loaded only once someone is signed in, not for
 * the landing page (decision 018). A signed-out visitor needs no rules to be told apart.
 */
const loadAccessRules = loadOnce(() => import('./access'));

/** hr-core §2: the "no active subscription" screen appears after 2 seconds, not at once. */
export const NO_SUBSCRIPTION_DELAY_MS = 2000;

/** Pages a signed-out visitor may open besides the landing page at /. */
const SIGNED_OUT_PATHS: readonly string[] = [paths.signup, paths.forgotPassword, paths.privacy];
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
  return (
    <EmployeeApp
      banner={banner}
      onSignOut={signOut}
      signingOut={isPending}
      holidayScreen={
        <Suspense fallback={<PageLoader />}>
          <HolidayAppScreen />
        </Suspense>
      }
      meScreen={
        <Suspense fallback={<PageLoader />}>
          <MeAppScreen />
        </Suspense>
      }
    />
  );
}

/**
 * An employee who does not register time: 'Mig' alone if they have app access (decision 041), else the welcome
 * page, which the me feature decides from the server's answer.
 */
function EmployeeWelcomeScreen({ banner }: { banner: ReactNode }) {
  const { signOut, isPending } = useSignOut();
  return (
    <Screen>
      <MeOnlyAppScreen
        banner={banner}
        welcome={<EmployeeScreen banner={banner} />}
        onSignOut={signOut}
        signingOut={isPending}
      />
    </Screen>
  );
}

function routedFor(kind: AppKind, pathname: string, hasProfile: boolean): ReactNode {
  const banner = (
    <>
      <ImpersonationBanner />
      <CompanyClosedBanner />
    </>
  );
  switch (kind) {
    case 'signedOut':
      if (SIGNED_OUT_PATHS.includes(pathname)) return <Outlet />;
      return <Navigate to={paths.home} replace />;
    case 'verifyEmail':
      return <VerifyEmailScreen />;
    case 'completeSignup':
      return <CompleteSignupPage banner={banner} />;
    case 'employeeApp':
      return <EmployeeAppScreen banner={banner} />;
    case 'employeeWelcome':
      return <EmployeeWelcomeScreen banner={banner} />;
    case 'noSubscription':
      return (
        <Delayed ms={NO_SUBSCRIPTION_DELAY_MS}>
          <NoSubscriptionScreen banner={banner} />
        </Delayed>
      );
    case 'twoFactorSetup':
      return <TwoFactorRequiredScreen banner={banner} />;
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

/**
 * The shell's routes are not downloaded while nobody is signed in (see the shell layout in ./router.tsx), so the
 * router matched none for the landing page at /. Once someone signs in there, the router loads them.
 */
function useRoutesReloadedOnSignIn(status: Session['status']) {
  const router = useRouter();
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current === 'signedOut' && status === 'signedIn') void router.invalidate();
    previous.current = status;
  }, [status, router]);
}

function GateDecision() {
  // The path whose pages are loaded, not the one being loaded: while a navigation waits for its page, <Outlet>
  // still shows the previous match, which must not be judged by the new path.
  const pathname = useRouterState({ select: (state) => (state.resolvedLocation ?? state.location).pathname });
  const session = useSession();
  useRoutesReloadedOnSignIn(session.status);

  if (pathname === paths.emailActionHandler) {
    use(loadAppWide());
    return <Outlet />;
  }
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
  // The landing page brings its own few styles; nothing else is loaded for it.
  if (session.status === 'signedOut' && pathname === paths.home)
    return (
      <Screen>
        <LandingPage />
      </Screen>
    );
  const kind: AppKind =
    session.status === 'signedOut' ? 'signedOut' : use(loadAccessRules()).appKind(session.me);
  use(loadAppWide());
  return <Screen>{routedFor(kind, pathname, session.me.profile !== null)}</Screen>;
}
