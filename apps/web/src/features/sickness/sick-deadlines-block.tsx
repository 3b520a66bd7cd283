import { formatDate, upcomingAbsenceDeadlines } from '@kollega/domain';
import { Anchor, Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { employeePath, paths } from '../../lib/paths';
import { useCompanySickness } from './api/sickness';
import { deadlineText } from './sickness-texts';

/**
 * The dashboard's 'Sygefravær og barsel: frister' (issue 29, decision 056): the deadlines of the open sick periods,
 * the NemRefusion report of a closed one that reached the refusion ('afsluttet sygeperiode', decision 071) and
 * Barsel's refusion requests a week before and on the day. Reads /api/sickness itself; the admins are also
 * reminded of the same deadlines by the notification scan (decision 068).
 */
export function SickDeadlinesBlock() {
  const sickness = useCompanySickness();
  const items = sickness.data
    ? upcomingAbsenceDeadlines(
        {
          sickPeriods: [...sickness.data.openPeriods, ...sickness.data.closedPeriodsWithRefusionDue],
          parentalLeave: sickness.data.parentalLeave,
        },
        sickness.data.today,
      )
    : [];
  return (
    <Paper
      withBorder
      radius="lg"
      p="lg"
      component="section"
      aria-labelledby="dashboard-sygefravaer"
      aria-busy={sickness.isPending}
      data-testid="dashboard-sygefravaer"
    >
      <Stack gap="sm" h="100%">
        <Title order={2} size="h4" id="dashboard-sygefravaer">
          Sygefravær og barsel: frister
        </Title>
        {sickness.isPending ? (
          <Stack gap={8}>
            <Skeleton height={14} radius="sm" />
            <Skeleton height={14} radius="sm" width="80%" />
          </Stack>
        ) : sickness.isError ? (
          <Text size="sm" c="gray.7">
            Kunne ikke hentes lige nu.
          </Text>
        ) : items.length === 0 ? (
          <Text size="sm" c="gray.7">
            Ingen frister for sygefravær eller barsel den næste uge.
          </Text>
        ) : (
          items.map((item) => (
            <Stack key={`${item.employeeId}-${item.kind}-${item.date}`} gap={0}>
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Anchor component={Link} to={employeePath(item.employeeId, 'ferie')} size="sm" fw={600}>
                  {item.employeeName}
                </Anchor>
                <Badge variant="light" color={item.dueToday ? 'red' : 'orange'} radius="sm">
                  {item.dueToday ? 'I dag' : formatDate(item.date)}
                </Badge>
              </Group>
              <Text size="sm">{deadlineText(item)}</Text>
            </Stack>
          ))
        )}
        <Group mt="auto">
          <Anchor component={Link} to={paths.absence} fw={600} size="sm">
            Gå til Fravær
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
