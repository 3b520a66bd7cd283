import {
  AGREEMENT_STATUS_LABELS,
  agreementStatus,
  type DashboardAgreements,
  formatDate,
  formatTimeOfDay,
  overdueAgreementsText,
} from '@kollega/domain';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { DashboardBlockProps } from '../../../lib/contributions';
import { agreementPath, paths } from '../../../lib/paths';
import { type BlockStatus, DashboardBlock, EmptyText } from '../../../ui/dashboard-block';

/**
 * 'Kommende aftaler' (hr-core §2, §9): the next open agreements still to come, the next first; the overdue ones
 * are counted apart, linking to the list (issue 24). A badge keeps its width ('FORFALD…' was cut).
 */
export function UpcomingAgreements({ status, data }: { status: BlockStatus; data?: DashboardAgreements }) {
  return (
    <DashboardBlock
      id="aftaler"
      title="Kommende aftaler"
      status={status}
      link={{ to: paths.agreements, label: 'Se alle møder og aftaler' }}
    >
      {data && data.overdueCount > 0 ? (
        <Group gap="xs" wrap="nowrap">
          <Badge color="red" variant="light" style={{ flexShrink: 0 }}>
            {overdueAgreementsText(data.overdueCount)}
          </Badge>
          <Anchor component={Link} to={paths.agreements} size="sm">
            Se de forfaldne aftaler
          </Anchor>
        </Group>
      ) : null}
      {data && data.items.length === 0 ? (
        <EmptyText>{data.openTotal > 0 ? 'Ingen kommende aftaler' : 'Ingen åbne aftaler'}</EmptyText>
      ) : null}
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
            <Badge color="red" variant="light" style={{ flexShrink: 0 }}>
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

/** The block as the dashboard places it, given the one dashboard request. */
export function UpcomingAgreementsBlock({ status, data }: DashboardBlockProps) {
  return <UpcomingAgreements status={status} data={data?.agreements} />;
}
