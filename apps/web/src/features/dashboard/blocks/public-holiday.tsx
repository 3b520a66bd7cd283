import { type Dashboard, daysBetween, formatDate } from '@kollega/domain';
import { Group, Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import type { DashboardBlockProps } from '../../../lib/contributions';
import { paths } from '../../../lib/paths';
import { type BlockStatus, DashboardBlock } from '../../../ui/dashboard-block';

/** The next Danish public holiday, from the domain's holiday calendar. */
export function PublicHoliday({
  status,
  data,
}: {
  status: BlockStatus;
  data?: Pick<Dashboard, 'today' | 'nextPublicHoliday'>;
}) {
  const days = data ? daysBetween(data.today, data.nextPublicHoliday.date) : 0;
  return (
    <DashboardBlock
      id="helligdag"
      title="Næste helligdag"
      status={status}
      link={{ to: paths.absence, label: 'Se fraværskalenderen' }}
    >
      {data ? (
        <Group gap="sm" wrap="nowrap">
          <IconCalendarEvent size={28} aria-hidden="true" color="var(--mantine-color-kollega-7)" />
          <div>
            <Text fw={600}>{data.nextPublicHoliday.name}</Text>
            <Text size="sm" c="gray.7">
              {formatDate(data.nextPublicHoliday.date)} ·{' '}
              {days === 0 ? 'i dag' : days === 1 ? 'i morgen' : `om ${days} dage`}
            </Text>
          </div>
        </Group>
      ) : null}
    </DashboardBlock>
  );
}

/** The block as the dashboard places it, given the one dashboard request. */
export function PublicHolidayBlock({ status, data }: DashboardBlockProps) {
  return <PublicHoliday status={status} data={data} />;
}
