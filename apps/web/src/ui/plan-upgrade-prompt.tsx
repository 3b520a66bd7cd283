import { Box, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { paths, UPGRADE_SEARCH } from '../lib/paths';

/**
 * A premium area on a plan without it (docs/rules/equipment.md#ruling-26, decision 042): what the area would show,
 * dimmed behind a prompt that leads to the subscription page. The dimmed part is inert (no focus, no clicks) and
 * hidden from screen readers, which get the prompt only.
 */
export function PlanUpgradePrompt({
  messages,
  minHeight,
  children,
}: {
  messages: { upgradeTitle: string; upgradeText: string; upgradeButton: string };
  minHeight?: number;
  children: ReactNode;
}) {
  return (
    <Box pos="relative" mih={minHeight}>
      <Box aria-hidden="true" inert style={{ opacity: 0.35, filter: 'blur(1px)', pointerEvents: 'none' }}>
        {children}
      </Box>
      <Box pos="absolute" top={40} left={0} right={0} style={{ display: 'flex', justifyContent: 'center' }}>
        <Paper withBorder shadow="md" radius="lg" p="xl" maw={460}>
          <Stack gap="sm" align="center">
            <Title order={2} size="h3" ta="center">
              {messages.upgradeTitle}
            </Title>
            <Text ta="center">{messages.upgradeText}</Text>
            <Button component={Link} to={paths.subscription} search={UPGRADE_SEARCH as never}>
              {messages.upgradeButton}
            </Button>
          </Stack>
        </Paper>
      </Box>
    </Box>
  );
}
