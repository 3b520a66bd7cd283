import {
  AGREEMENT_STATUS_LABELS,
  agreementStatus,
  type DashboardAgreements,
  formatDate,
  formatTimeOfDay,
} from '@kollega/domain';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { agreementPath, paths } from '../../../lib/paths';
import { type BlockStatus, DashboardBlock, EmptyText } from '../dashboard-block';

/** 'Kommende aftaler' (hr-core §2, §9): the 5 soonest open agreements, overdue ones first and marked. */
export function UpcomingAgreements({ status, data }: { status: BlockStatus; data?: DashboardAgreements }) {
  return (
    <DashboardBlock
      id="aftaler"
      title="Kommende aftaler"
      status={status}
      link={{ to: paths.agreements, label: 'Se alle møder og aftaler' }}
    >
      {data && data.items.length === 0 ? <EmptyText>Ingen åbne aftaler</EmptyText> : null}
      {data?.items.map((agreement) => (
        <Group key={agreement.id} justify="space-between" wrap="nowrap">
          <Stack gap={0} miw={0}>
            <Anchor component={Link} to={agreementPath(agreement.id)} fw={600} size="sm">
              {agreement.title}
            </Anchor>
            <Text size="xs" c="gray.7">
              {agreement.regarding.name} · {formatDate(agreement.startsAt)}{' '}
              {formatTimeOfDay(agreement.startsAt)}
            </Text>
          </Stack>
          {agreementStatus({ isClosed: false, startsAt: agreement.startsAt }) === 'overdue' ? (
            <Badge color="red" variant="light">
              {AGREEMENT_STATUS_LABELS.overdue}
            </Badge>
          ) : null}
        </Group>
      ))}
      {data && data.openTotal > data.items.length ? (
        <Text size="xs" c="gray.7">
          {data.openTotal} åbne i alt
        </Text>
      ) : null}
    </DashboardBlock>
  );
}
