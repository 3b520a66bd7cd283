import { Button, Container, Group, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { LogoMark } from '../../../ui/wordmark';
import { NotificationBell } from '../../notifications/public';
import classes from './employee-app.module.css';

type AppHeaderProps = {
  companyName: string;
  personName: string;
  onSignOut: () => void;
  signingOut: boolean;
};

/**
 * The app's header: the company and who is signed in, and 'Log ud'. A button rather than a menu: it is the
 * header's only action, and one tap on a phone beats two.
 */
export function AppHeader({ companyName, personName, onSignOut, signingOut }: AppHeaderProps) {
  return (
    <header className={classes.header}>
      <Container size={640} px="md">
        <Group h={60} justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <LogoMark size={32} />
            <Stack gap={0} miw={0}>
              <Text fw={700} truncate>
                {companyName}
              </Text>
              <Text size="sm" c="gray.7" truncate>
                {personName}
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
  );
}
