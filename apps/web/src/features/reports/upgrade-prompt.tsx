import { REPORT_MESSAGES } from '@kollega/domain';
import { Box, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { paths, UPGRADE_SEARCH } from '../../lib/paths';

/**
 * Decision 042: on freemium Rapporter is shown dimmed behind an upgrade prompt, the way Udstyr's list is
 * (features/equipment/list/upgrade-prompt.tsx): the dimmed part is inert and hidden from screen readers, which get
 * the prompt only. No report is read: the server refuses it on freemium.
 */
export function ReportsUpgradePrompt() {
  return (
    <Box pos="relative" mih={420}>
      <Box aria-hidden="true" inert style={{ opacity: 0.35, filter: 'blur(1px)', pointerEvents: 'none' }}>
        <Stack gap="md">
          <Skeleton h={280} animate={false} radius="lg" />
          <Skeleton h={24} animate={false} />
          <Skeleton h={24} animate={false} />
          <Skeleton h={24} animate={false} />
        </Stack>
      </Box>
      <Box pos="absolute" top={40} left={0} right={0} style={{ display: 'flex', justifyContent: 'center' }}>
        <Paper withBorder shadow="md" radius="lg" p="xl" maw={460}>
          <Stack gap="sm" align="center">
            <Title order={2} size="h3" ta="center">
              {REPORT_MESSAGES.upgradeTitle}
            </Title>
            <Text ta="center">{REPORT_MESSAGES.upgradeText}</Text>
            <Button component={Link} to={paths.subscription} search={UPGRADE_SEARCH as never}>
              {REPORT_MESSAGES.upgradeButton}
            </Button>
          </Stack>
        </Paper>
      </Box>
    </Box>
  );
}
