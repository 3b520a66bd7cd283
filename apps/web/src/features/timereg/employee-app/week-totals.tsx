import { type DaySummary, formatHours, type TimeLogWarningDto } from '@kollega/domain';
import { Button, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { searchOf } from './app-view';

type WeekTotalsProps = {
  total: DaySummary;
  /** The warnings whose period touches this week. */
  warnings: readonly TimeLogWarningDto[];
};

/**
 * The week in two numbers: the hours registered ('Registreret', absences included) and the norm ('Normtid') of
 * the days gone by. The norm is the default week's, as the screen says, until the app knows the employee's own.
 */
export function WeekTotals({ total, warnings }: WeekTotalsProps) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <SimpleGrid cols={2} spacing="sm">
          <div>
            <Text size="sm" c="gray.7">
              Registreret
            </Text>
            <Text fw={700} fz="lg">
              {formatHours(total.total)}
            </Text>
          </div>
          <div>
            <Text size="sm" c="gray.7">
              Normtid
            </Text>
            <Text fw={700} fz="lg">
              {formatHours(total.normTime)}
            </Text>
          </div>
        </SimpleGrid>
        <Text size="xs" c="gray.7">
          Normtiden er standardugen (man.–tors. 08:00–16:00, fre. 08:00–15:30, 30 min. pause) for ugens dage
          til og med i går.
        </Text>
        {warnings.length > 0 ? (
          <Button
            renderRoot={(props) => <Link to="/" search={searchOf({ screen: 'warnings' })} {...props} />}
            color="orange"
            c="dark.8"
            variant="light"
            h={44}
            justify="flex-start"
            leftSection={<IconAlertTriangle size={18} aria-hidden="true" />}
          >
            {warnings.length === 1 ? '1 advarsel' : `${warnings.length} advarsler`} i ugen
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
