import type { TimeLogWarningDto } from '@kollega/domain';
import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { ErrorState } from '../../../ui/error-state';
import { PageLoader } from '../../../ui/page-loader';
import { usePageTitle } from '../../../ui/page-title';
import { useMyTimereg } from '../api/get-my-timereg';
import { thisWeekRange } from './dates';
import {
  sortWarnings,
  WARNING_EXPLANATIONS,
  WARNING_TYPE_LABELS,
  warningPeriod,
  warningReason,
} from './warning-text';

function WarningCard({ warning }: { warning: TimeLogWarningDto }) {
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" color="orange" radius="xl" size={36}>
            <IconAlertTriangle size={20} aria-hidden="true" />
          </ThemeIcon>
          <Title order={2} size="h4">
            {WARNING_TYPE_LABELS[warning.type]}
          </Title>
        </Group>
        <Stack component="dl" gap={4} m={0}>
          <Group gap="xs" wrap="nowrap">
            <Text component="dt" size="sm" c="gray.7" w={64}>
              Periode
            </Text>
            <Text component="dd" m={0} fw={600}>
              {warningPeriod(warning)}
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Text component="dt" size="sm" c="gray.7" w={64}>
              Årsag
            </Text>
            <Text component="dd" m={0} fw={600}>
              {warningReason(warning)}
            </Text>
          </Group>
        </Stack>
        <Text size="sm" c="gray.7">
          {WARNING_EXPLANATIONS[warning.type]}
        </Text>
      </Stack>
    </Paper>
  );
}

/** 'Advarsler': the employee's own exceedings of the 11- and 48-hour rules (docs/rules/timereg.md#ruling-10 and docs/rules/timereg.md#ruling-11), newest first. */
export function WarningsScreen() {
  const query = useMyTimereg(thisWeekRange());
  usePageTitle('Advarsler');
  const warnings = sortWarnings(query.data?.warnings ?? []);
  return (
    <Stack gap="md">
      <Title order={1} size="h2" c="kollega.9" tabIndex={-1}>
        Advarsler
      </Title>
      <Text c="gray.7">
        Kollega holder øje med hviletid og arbejdstid, så du og din arbejdsgiver kan se, når reglerne ikke er
        overholdt.
      </Text>
      {query.isPending ? <PageLoader /> : null}
      {query.isError && !query.data ? (
        <ErrorState message="Dine advarsler kunne ikke hentes." onRetry={() => void query.refetch()} />
      ) : null}
      {query.data && warnings.length === 0 ? (
        <Group gap="sm" wrap="nowrap">
          <IconCircleCheck size={24} color="var(--mantine-color-green-8)" aria-hidden="true" />
          <Text>Du har ingen advarsler.</Text>
        </Group>
      ) : null}
      {warnings.length > 0 ? (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {warnings.map((warning) => (
            <WarningCard key={warning.id} warning={warning} />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
