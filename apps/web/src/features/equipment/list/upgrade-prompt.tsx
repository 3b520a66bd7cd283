import { EQUIPMENT_MESSAGES } from '@kollega/domain';
import { Box, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { paths, UPGRADE_SEARCH } from '../../../lib/paths';

/**
 * docs/rules/equipment.md#ruling-26: on freemium the list is shown dimmed behind an upgrade prompt. The dimmed part is inert (no
 * focus, no clicks) and hidden from screen readers, which get the prompt only.
 */
export function UpgradePrompt({ children }: { children: ReactNode }) {
  return (
    <Box pos="relative">
      <Box aria-hidden="true" inert style={{ opacity: 0.35, filter: 'blur(1px)', pointerEvents: 'none' }}>
        {children}
      </Box>
      <Box pos="absolute" top={40} left={0} right={0} style={{ display: 'flex', justifyContent: 'center' }}>
        <Paper withBorder shadow="md" radius="lg" p="xl" maw={460}>
          <Stack gap="sm" align="center">
            <Title order={2} size="h3" ta="center">
              {EQUIPMENT_MESSAGES.upgradeTitle}
            </Title>
            <Text ta="center">{EQUIPMENT_MESSAGES.upgradeText}</Text>
            <Button component={Link} to={paths.subscription} search={UPGRADE_SEARCH as never}>
              {EQUIPMENT_MESSAGES.upgradeButton}
            </Button>
          </Stack>
        </Paper>
      </Box>
    </Box>
  );
}
