import { Button, Container, Group, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { displayName, useMe } from '../../lib/me';
import { PageLoader } from '../../ui/page-loader';
import { LogoMark } from '../../ui/wordmark';
import { NotificationBell } from '../notifications/public';
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
      <header
        style={{
          background: 'var(--mantine-color-white)',
          borderBottom: '1px solid var(--mantine-color-gray-3)',
        }}
      >
        <Container size={640} px="md">
          <Group h={60} justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="sm" wrap="nowrap" miw={0}>
              <LogoMark size={32} />
              <Stack gap={0} miw={0}>
                <Text fw={700} truncate>
                  {me?.company?.name ?? 'Kollega'}
                </Text>
                <Text size="sm" c="gray.7" truncate>
                  {me ? displayName(me) : ''}
                </Text>
              </Stack>
            </Group>
            <Group gap={4} wrap="nowrap">
              <NotificationBell />
              <Button
                variant="subtle"
                color="gray"
                c="dark.6"
                h={44}
                px="sm"
                leftSection={<IconLogout size={18} aria-hidden="true" />}
                onClick={onSignOut}
                loading={signingOut}
              >
                Log ud
              </Button>
            </Group>
          </Group>
        </Container>
      </header>
      <main>
        <Container size={640} px="md" py="md">
          <MeScreen />
        </Container>
      </main>
    </div>
  );
}
