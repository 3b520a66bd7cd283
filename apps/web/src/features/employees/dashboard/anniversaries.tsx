import { anniversaryText, type Dashboard, formatDate } from '@kollega/domain';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconCake, IconConfetti } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { DashboardBlockProps } from '../../../lib/contributions';
import { employeePath, paths } from '../../../lib/paths';
import { type BlockStatus, DashboardBlock, EmptyText } from '../../../ui/dashboard-block';

function when(daysAway: number, date: string): string {
  if (daysAway === 0) return 'I dag';
  if (daysAway === 1) return 'I morgen';
  return formatDate(date);
}

/** 'Mærkedage': birthdays and work anniversaries, the next 30 days first, at least 3. */
export function Anniversaries({ status, data }: { status: BlockStatus; data?: Dashboard['anniversaries'] }) {
  return (
    <DashboardBlock
      id="maerkedage"
      title="Mærkedage"
      status={status}
      link={{ to: paths.employees, label: 'Se medarbejderne' }}
    >
      {data && data.length === 0 ? (
        <EmptyText>Ingen mærkedage. Tilføj fødselsdato og ansættelsesdato på medarbejderne.</EmptyText>
      ) : null}
      {data?.map((item) => (
        <Group key={`${item.employeeId}-${item.kind}`} gap="sm" wrap="nowrap">
          {item.kind === 'birthday' ? (
            <IconCake size={20} aria-hidden="true" color="var(--mantine-color-kollega-7)" />
          ) : (
            <IconConfetti size={20} aria-hidden="true" color="var(--mantine-color-kollega-7)" />
          )}
          <Stack gap={0} miw={0}>
            <Anchor component={Link} to={employeePath(item.employeeId)} fw={600} size="sm">
              {item.name}
            </Anchor>
            <Text size="xs" c="gray.7">
              {anniversaryText(item)} · {when(item.daysAway, item.date)}
            </Text>
          </Stack>
        </Group>
      ))}
    </DashboardBlock>
  );
}

/** The block as the dashboard places it, given the one dashboard request. */
export function AnniversariesBlock({ status, data }: DashboardBlockProps) {
  return <Anniversaries status={status} data={data?.anniversaries} />;
}
