import { Container } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { displayName, useMe } from '../../../lib/me';
import { useMyTimereg } from '../api/get-my-timereg';
import { AppHeader } from './app-header';
import type { AppView } from './app-view';
import { thisWeekRange } from './dates';
import { DayScreen } from './day-screen';
import classes from './employee-app.module.css';
import { useServiceWorker } from './service-worker';
import { TabBar } from './tab-bar';
import { useAppNavigation } from './use-app-view';
import { WarningsScreen } from './warnings-screen';
import { WeekScreen } from './week-screen';

export type EmployeeAppProps = {
  /** Above the app: the impersonation banner, for instance. */
  banner?: ReactNode;
  /** 'Log ud', from the app shell (a feature cannot reach into the auth feature). */
  onSignOut: () => void;
  signingOut?: boolean;
  /** The Ferie screen, from the app shell (decision 026: the holiday feature owns it). */
  holidayScreen?: ReactNode;
  /** The 'Mig' screen, from the app shell (issue 27: the me feature owns it). */
  meScreen?: ReactNode;
};

/** Which screen is shown, not where in it: a new screen moves the focus, a new week or an open form does not. */
function screenKey(view: AppView): string {
  return view.screen === 'day' ? `day:${view.date}` : view.screen;
}

/**
 * The employee app (docs/rules/platform.md#ruling-18): an employee who registers time sees it on every path instead of the admin
 * app. Mobile first: a header with the company and 'Log ud', the screen (Uge, a day, Advarsler) and a tab bar.
 * Its place is kept in the URL (./app-view.ts), so reloads and the Back button behave.
 */
export function EmployeeApp({
  banner,
  onSignOut,
  signingOut = false,
  holidayScreen,
  meScreen,
}: EmployeeAppProps) {
  useServiceWorker();
  const me = useMe().data;
  const navigation = useAppNavigation();
  const { view } = navigation;
  const warningCount = useMyTimereg(thisWeekRange()).data?.warnings.length ?? 0;

  // On a new screen, the focus goes to its heading, so a screen reader announces where the user landed.
  const mainRef = useRef<HTMLElement>(null);
  const shownKey = useRef(screenKey(view));
  useEffect(() => {
    const key = screenKey(view);
    if (key === shownKey.current) return;
    shownKey.current = key;
    mainRef.current?.querySelector<HTMLElement>('h1')?.focus();
    window.scrollTo({ top: 0 });
  }, [view]);

  return (
    <div className={classes.app}>
      {banner}
      <AppHeader
        companyName={me?.company?.name ?? 'Kollega'}
        personName={me ? displayName(me) : ''}
        onSignOut={onSignOut}
        signingOut={signingOut}
      />
      <main ref={mainRef} className={classes.main}>
        <Container size={640} px="md" py="md">
          {view.screen === 'week' ? <WeekScreen monday={view.monday} /> : null}
          {view.screen === 'day' ? (
            <DayScreen date={view.date} form={view.form} navigation={navigation} />
          ) : null}
          {view.screen === 'warnings' ? <WarningsScreen /> : null}
          {view.screen === 'holiday' ? holidayScreen : null}
          {view.screen === 'me' ? meScreen : null}
        </Container>
      </main>
      <TabBar
        view={view}
        warningCount={warningCount}
        showHoliday={holidayScreen !== undefined}
        showMe={meScreen !== undefined}
      />
    </div>
  );
}
