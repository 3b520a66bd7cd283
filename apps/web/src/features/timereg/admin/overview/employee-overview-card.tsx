import { type EmployeeOverview, formatHours, isOverWeeklyLimit } from '@kollega/domain';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { PeriodSummary } from '../registrations/period-summary';
import { employeeName } from './employee-name';

/**
 * One employee's period in Overblik (time-registration §2): the average week, flagged at 48 hours or more
 * (decisions.md 11), and the totals per category with Total, Heraf arbejdstid and Normtid for perioden.
 */
export function EmployeeOverviewCard({ employee }: { employee: EmployeeOverview }) {
  const name = employeeName(employee, { markInactive: true });
  const overLimit = isOverWeeklyLimit(employee.averageWeek);
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title order={3} size="h5">
            {name}
          </Title>
          <Group gap="xs">
            <Text size="sm">
              Gennemsnitlig uge: <strong>{formatHours(employee.averageWeek)}</strong>
            </Text>
            {overLimit ? (
              <Badge
                color="red"
                variant="light"
                c="red.9"
                radius="sm"
                tt="none"
                leftSection={<IconAlertTriangle size={14} aria-hidden="true" />}
              >
                48 timer eller mere
              </Badge>
            ) : null}
          </Group>
        </Group>
        <PeriodSummary
          summary={employee.summary}
          isPaidHourly={employee.isPaidHourly}
          caption={`Opsummering for ${name}`}
        />
      </Stack>
    </Paper>
  );
}
