import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

export type BlockStatus = 'pending' | 'error' | 'success';

export interface BlockLink {
  to: string;
  search?: Record<string, string>;
  label: string;
}

/** A link to where the work is done, with the chevron every block uses. */
export function BlockAnchor({ link, size = 'sm' }: { link: BlockLink; size?: 'xs' | 'sm' }) {
  return (
    <Anchor component={Link} to={link.to} search={link.search as never} fw={600} size={size}>
      {link.label}
      <IconChevronRight size={14} aria-hidden="true" style={{ verticalAlign: '-0.125em' }} />
    </Anchor>
  );
}

/** The grey line a block shows when it has nothing to say. */
export function EmptyText({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="gray.7">
      {children}
    </Text>
  );
}

/** The grey lines a block shows while the dashboard request runs. */
function SkeletonLines() {
  return (
    <Stack gap={8} data-testid="dashboard-skeleton">
      <Skeleton height={14} radius="sm" />
      <Skeleton height={14} radius="sm" width="80%" />
      <Skeleton height={14} radius="sm" width="60%" />
    </Stack>
  );
}

/** A block whose code is still loading: the frame and the skeleton, without a heading yet. */
export function DashboardBlockSkeleton() {
  return (
    <Paper withBorder radius="lg" p="lg" aria-busy="true">
      <SkeletonLines />
    </Paper>
  );
}

/**
 * One block of the dashboard (features contribute theirs, see lib/contributions.ts): its heading, a loading skeleton while the one dashboard request runs, a short
 * message when it failed, its content, and the link to where the work is done.
 */
export function DashboardBlock({
  id,
  title,
  status,
  link,
  children,
}: {
  id: string;
  title: string;
  status: BlockStatus;
  link?: BlockLink;
  children?: ReactNode;
}) {
  const headingId = `dashboard-${id}`;
  return (
    <Paper
      withBorder
      radius="lg"
      p="lg"
      component="section"
      aria-labelledby={headingId}
      aria-busy={status === 'pending'}
      data-testid={headingId}
    >
      <Stack gap="sm" h="100%">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {status === 'pending' ? (
          <SkeletonLines />
        ) : status === 'error' ? (
          <EmptyText>Kunne ikke hentes lige nu.</EmptyText>
        ) : (
          children
        )}
        {link ? (
          <Group mt="auto">
            <BlockAnchor link={link} />
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
