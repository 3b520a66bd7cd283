import { formatDate, HOLIDAY_BUCKET_LABELS } from '@kollega/domain';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { employeePath, paths } from '../../lib/paths';
import { useHolidayDashboard } from '../../lib/shared-api/holiday';

/**
 * The dashboard's 'Ferie og fravær' (decision 026): pending requests to decide, and in November the 5th-week days
 * about to lapse and unsigned transfers. Says nothing while loading or when it cannot be read.
 */
export function HolidayCard() {
  const dashboard = useHolidayDashboard();
  if (!dashboard.data) return null;
  const { pending, pendingTotal, reminders } = dashboard.data;
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="dashboard-ferie">
      <Stack gap="sm">
        <Title order={2} size="h4" id="dashboard-ferie">
          Ferie og fravær
        </Title>
        {pendingTotal === 0 ? (
          <Text size="sm" c="gray.7">
            Ingen ferieanmodninger venter
          </Text>
        ) : (
          <Text size="sm" fw={600}>
            {pendingTotal === 1 ? '1 anmodning venter' : `${pendingTotal} anmodninger venter`}
          </Text>
        )}
        {pending.map((request) => (
          <Text key={request.id} size="sm">
            {request.employee.name}: {HOLIDAY_BUCKET_LABELS[request.bucket].toLowerCase()}{' '}
            {formatDate(request.from)}–{formatDate(request.to)} ({request.days} dage)
          </Text>
        ))}
        {reminders.map((reminder) => (
          <Text key={`${reminder.employeeId}-${reminder.kind}-${reminder.text}`} size="sm" c="red.9">
            <Anchor component={Link} to={employeePath(reminder.employeeId, 'ferie')} size="sm" c="red.9">
              {reminder.employeeName}
            </Anchor>
            : {reminder.text}
          </Text>
        ))}
        <Group>
          <Anchor component={Link} to={paths.absence} fw={600} size="sm">
            Gå til Fravær
            <IconChevronRight size={14} aria-hidden="true" style={{ verticalAlign: '-0.125em' }} />
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
