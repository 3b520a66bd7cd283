import { Anchor, Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import dayjs from 'dayjs';
import { Suspense } from 'react';
import { useDashboardBlockContributions } from '../../lib/contributions';
import { useMe } from '../../lib/me';
import { paths } from '../../lib/paths';
import { PLAN_LABELS } from '../../lib/plan-labels';
import { DashboardBlockSkeleton } from '../../ui/dashboard-block';
import { usePageTitle } from '../../ui/page-title';
import { useDashboard } from './api/get-dashboard';
import classes from './dashboard.module.css';

/** 'torsdag d. 5. juni', in the Danish locale the app sets up for dayjs. */
function today(): string {
  return dayjs().format('dddd [d.] D. MMMM');
}

/**
 * / for admins (hr-core §2, decision 032): the greeting, then what needs doing today, every block from the one
 * dashboard request, each with its own skeleton, empty state and link to where the work is done. The blocks are
 * the features' (`dashboardBlocks` in app/features.ts), each loaded with the page and shown in its order.
 */
export function DashboardPage() {
  usePageTitle('Dashboard');
  const me = useMe().data;
  const firstName = me?.profile?.firstName ?? '';
  const company = me?.company;
  const dashboard = useDashboard();
  const status = dashboard.status;
  const data = dashboard.data;
  const blocks = useDashboardBlockContributions();
  const lead = blocks.filter((block) => block.placement === 'lead');
  const grid = blocks.filter((block) => block.placement === 'grid');

  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Text c="gray.7" className={classes.date}>
          {today()}
        </Text>
        <Title order={1}>{firstName ? `Hej ${firstName}` : 'Hej'}</Title>
        {company ? (
          <Group gap="xs" mt={4}>
            <Title order={2} size="h5" className={classes.companyName}>
              <Anchor component={Link} to={paths.company} inherit c="inherit">
                {company.name}
              </Anchor>
            </Title>
            {company.subscription ? (
              <Badge variant="light" color="kollega" radius="sm">
                {PLAN_LABELS[company.subscription.plan]}
              </Badge>
            ) : null}
            <Badge variant="light" color="gray" radius="sm">
              {company.isOwner ? 'Ejer' : 'Administrator'}
            </Badge>
          </Group>
        ) : null}
        <Text c="gray.7">Her er det, der kræver din opmærksomhed i dag.</Text>
      </Stack>

      {lead.map((block) => (
        <Suspense key={block.id} fallback={null}>
          <block.component status={status} data={data} />
        </Suspense>
      ))}

      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="lg">
        {grid.map((block) => (
          <Suspense key={block.id} fallback={<DashboardBlockSkeleton />}>
            <block.component status={status} data={data} />
          </Suspense>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
