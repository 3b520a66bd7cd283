import { checklistProgressText, type DashboardChecklists, formatDate } from '@kollega/domain';
import { Anchor, Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { DashboardBlockProps } from '../../../lib/contributions';
import { paths } from '../../../lib/paths';
import { type BlockStatus, DashboardBlock, EmptyText } from '../../../ui/dashboard-block';

const KIND_LABELS = { onboarding: 'Onboarding', offboarding: 'Offboarding' } as const;

/** 'Igangværende onboarding/offboarding': progress ('N af M opgaver') and the next due task of each. */
export function RunningChecklists({ status, data }: { status: BlockStatus; data?: DashboardChecklists }) {
  return (
    <DashboardBlock
      id="onboarding"
      title="Igangværende onboarding/offboarding"
      status={status}
      link={{ to: paths.checklists, label: 'Gå til onboarding/offboarding' }}
    >
      {data && data.items.length === 0 ? <EmptyText>Ingen igangværende forløb</EmptyText> : null}
      {data?.items.map((checklist) => (
        <Stack key={checklist.id} gap={4}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Anchor
              component={Link}
              to={`${paths.checklists}/${encodeURIComponent(checklist.id)}`}
              fw={600}
              size="sm"
            >
              {checklist.title}
            </Anchor>
            <Badge variant="light" color={checklist.kind === 'onboarding' ? 'kollega' : 'gray'} radius="sm">
              {KIND_LABELS[checklist.kind]}
            </Badge>
          </Group>
          <Progress
            value={checklist.taskCount === 0 ? 0 : (100 * checklist.checkedCount) / checklist.taskCount}
            size="sm"
            aria-label={`${checklist.title}: ${checklistProgressText(checklist.checkedCount, checklist.taskCount)}`}
          />
          <Text size="xs" c="gray.7">
            {checklistProgressText(checklist.checkedCount, checklist.taskCount)}
            {checklist.regarding ? ` · ${checklist.regarding.name}` : ''}
            {checklist.nextTask
              ? ` · Næste: ${checklist.nextTask.title}${
                  checklist.nextTask.dueDate ? ` (${formatDate(checklist.nextTask.dueDate)})` : ''
                }`
              : ''}
          </Text>
        </Stack>
      ))}
      {data && data.total > data.items.length ? (
        <Text size="xs" c="gray.7">
          {data.total} i gang i alt
        </Text>
      ) : null}
    </DashboardBlock>
  );
}

/** The block as the dashboard places it, given the one dashboard request. */
export function RunningChecklistsBlock({ status, data }: DashboardBlockProps) {
  return <RunningChecklists status={status} data={data?.checklists} />;
}
