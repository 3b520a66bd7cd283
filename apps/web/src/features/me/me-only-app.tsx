import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { displayName, useMe } from '../../lib/me';
import { PageLoader } from '../../ui/page-loader';
import { AppHeader } from '../timereg/public';
import { useMyProfile } from './api/get-my-profile';
import { MeScreen } from './me-screen';

type MeOnlyAppProps = {
  banner?: ReactNode;
  /** The welcome ('download') page, for whoever has no 'Mig' either (no app access). */
  welcome: ReactNode;
  /** 'Log ud', from the app shell (a feature cannot reach into the auth feature). */
  onSignOut: () => void;
  signingOut?: boolean;
};

/**
 * An employee with app access who does not register time (exempt, say) has no employee app, only 'Mig'
 * (decision 041): this shows them 'Mig' alone, under a header with 'Log ud'. Whether they have it is the
 * server's answer to GET /api/me/profile (403 NO_APP_ACCESS for an employee without app access), so the rule
 * lives in one place; anyone it refuses gets the welcome page as before.
 */
export function MeOnlyApp({ banner, welcome, onSignOut, signingOut = false }: MeOnlyAppProps) {
  const me = useMe().data;
  const profile = useMyProfile();
  if (profile.isPending) return <PageLoader fullPage />;
  if (profile.isError) return welcome;
  return (
    <div style={{ minHeight: '100dvh', background: 'var(--mantine-color-gray-0)' }}>
      {banner}
      <AppHeader
        companyName={me?.company?.name ?? 'Kollega'}
        personName={me ? displayName(me) : ''}
        onSignOut={onSignOut}
        signingOut={signingOut}
      />
      <main>
        <Container size={640} px="md" py="md">
          <MeScreen />
        </Container>
      </main>
    </div>
  );
}
