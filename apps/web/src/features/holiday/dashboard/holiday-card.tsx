import { formatDate, HOLIDAY_BUCKET_LABELS, type HolidayDashboard } from '@kollega/domain';
import { Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { DashboardBlockProps } from '../../../lib/contributions';
import { employeePath, paths } from '../../../lib/paths';
import { type BlockStatus, DashboardBlock, EmptyText } from '../../../ui/dashboard-block';

function moreReminders(count: number): string {
  return `og ${count} ${count === 1 ? 'påmindelse' : 'påmindelser'} mere på medarbejdernes Ferie-faner`;
}

/**
 * 'Ferie og fravær' (decision 026), a block of the dashboard since decision 032: pending requests to decide, and in
 * November the 5th-week days about to lapse and unsigned transfers.
 */
export function HolidayCard({ status, data }: { status: BlockStatus; data?: HolidayDashboard }) {
  return (
    <DashboardBlock
      id="ferie"
      title="Ferie og fravær"
      status={status}
      link={{ to: paths.absence, label: 'Gå til Fravær' }}
    >
      {data ? (
        data.pendingTotal === 0 ? (
          <EmptyText>Ingen ferieanmodninger venter</EmptyText>
        ) : (
          <Text size="sm" fw={600}>
            {data.pendingTotal === 1 ? '1 anmodning venter' : `${data.pendingTotal} anmodninger venter`}
          </Text>
        )
      ) : null}
      {data?.pending.map((request) => (
        <Text key={request.id} size="sm">
          {request.employee.name}: {HOLIDAY_BUCKET_LABELS[request.bucket].toLowerCase()}{' '}
          {formatDate(request.from)}–{formatDate(request.to)} ({request.days} dage)
        </Text>
      ))}
      {data?.reminders.map((reminder) => (
        <Text key={`${reminder.employeeId}-${reminder.kind}-${reminder.text}`} size="sm" c="red.9">
          <Anchor component={Link} to={employeePath(reminder.employeeId, 'ferie')} size="sm" c="red.9">
            {reminder.employeeName}
          </Anchor>
          : {reminder.text}
        </Text>
      ))}
      {data && data.remindersTotal > data.reminders.length ? (
        <Text size="sm" c="gray.7">
          {moreReminders(data.remindersTotal - data.reminders.length)}
        </Text>
      ) : null}
    </DashboardBlock>
  );
}

/** The block as the dashboard places it, given the one dashboard request. */
export function HolidayBlock({ status, data }: DashboardBlockProps) {
  return <HolidayCard status={status} data={data?.holiday} />;
}
