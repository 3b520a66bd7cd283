import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft, IconPlus, IconSettings } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { timeregPath } from '../../../../lib/paths';
import { LazyNewRegistrationModal } from './lazy-new-registration-modal';
import { TIMEREG_SETTINGS_TITLE, TIMEREG_TITLE } from './timereg-pages';

type TimeregHeaderProps = {
  onSettings: boolean;
  /** 'Ny registrering' and 'Indstillinger': with a payment card or during a trial (time-registration §2). */
  showButtons: boolean;
};

/**
 * The page's title and its header buttons. The settings page, reached by 'Indstillinger', has its own title
 * and a way back instead of the buttons.
 */
export function TimeregHeader({ onSettings, showButtons }: TimeregHeaderProps) {
  const [newOpen, newModal] = useDisclosure(false);
  const [requested, setRequested] = useState(false);
  const openNew = () => {
    setRequested(true);
    newModal.open();
  };

  if (onSettings) {
    // The way back above the title, as on an employee's page.
    return (
      <Stack gap="xs">
        <Anchor component={Link} to={timeregPath()} size="sm" w="fit-content">
          <Group gap={4} component="span" wrap="nowrap">
            <IconArrowLeft size={16} aria-hidden="true" />
            Tidsregistrering
          </Group>
        </Anchor>
        <Title order={1}>{TIMEREG_SETTINGS_TITLE}</Title>
      </Stack>
    );
  }

  return (
    <Group gap="sm" justify="space-between" align="flex-end">
      <Title order={1}>{TIMEREG_TITLE}</Title>
      {showButtons ? (
        <Group gap="sm">
          <Button
            variant="default"
            component={Link}
            to={timeregPath('settings')}
            leftSection={<IconSettings size={18} aria-hidden="true" />}
          >
            Indstillinger
          </Button>
          <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={openNew}>
            Ny registrering
          </Button>
          <LazyNewRegistrationModal opened={newOpen} onClose={newModal.close} requested={requested} />
        </Group>
      ) : null}
    </Group>
  );
}
