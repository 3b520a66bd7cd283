import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuilding, IconChevronRight, IconUserCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import dayjs from 'dayjs';
import { useMe } from '../../lib/me';
import { paths } from '../../lib/paths';
import { PLAN_LABELS } from '../../lib/plan-labels';
import { usePageTitle } from '../../ui/page-title';
import classes from './dashboard.module.css';
import { HolidayCard } from './holiday-card';
import { UpcomingAgreements } from './upcoming-agreements';

/** 'torsdag d. 5. juni', in the Danish locale the app sets up for dayjs. */
function today(): string {
  return dayjs().format('dddd [d.] D. MMMM');
}

/** / for admins (hr-core §2): a greeting with the first name and the company. More widgets come with their areas. */
export function DashboardPage() {
  usePageTitle('Dashboard');
  const me = useMe().data;
  const firstName = me?.profile?.firstName ?? '';
  const company = me?.company;

  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Text c="gray.7" className={classes.date}>
          {today()}
        </Text>
        <Title order={1}>{firstName ? `Hej ${firstName}` : 'Hej'}</Title>
        <Text c="gray.7">Velkommen til Kollega. Her får du overblikket over din virksomhed.</Text>
      </Stack>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {company ? (
          <Paper
            withBorder
            radius="lg"
            p="lg"
            className={classes.companyCard}
            component="section"
            aria-labelledby="dashboard-virksomhed"
          >
            <Stack gap="md">
              <Group gap="md" wrap="nowrap" align="flex-start">
                <ThemeIcon size={48} radius="md" variant="light" color="kollega">
                  <IconBuilding size={26} stroke={1.75} aria-hidden="true" />
                </ThemeIcon>
                <Stack gap={4} miw={0}>
                  <Text size="sm" c="gray.7">
                    Din virksomhed
                  </Text>
                  <Title order={2} size="h3" id="dashboard-virksomhed" className={classes.companyName}>
                    {company.name}
                  </Title>
                  <Group gap="xs">
                    {company.subscription ? (
                      <Badge variant="light" color="kollega" radius="sm">
                        {PLAN_LABELS[company.subscription.plan]}
                      </Badge>
                    ) : null}
                    <Badge variant="light" color="gray" radius="sm">
                      {company.isOwner ? 'Ejer' : 'Administrator'}
                    </Badge>
                  </Group>
                </Stack>
              </Group>
              <Anchor component={Link} to={paths.company} fw={600} size="sm">
                Se virksomhedens oplysninger
                <IconChevronRight size={14} aria-hidden="true" style={{ verticalAlign: '-0.125em' }} />
              </Anchor>
            </Stack>
          </Paper>
        ) : null}

        <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="dashboard-profil">
          <Stack gap="md">
            <Group gap="md" wrap="nowrap" align="flex-start">
              <ThemeIcon size={48} radius="md" variant="light" color="gray">
                <IconUserCircle size={26} stroke={1.75} aria-hidden="true" />
              </ThemeIcon>
              <Stack gap={4} miw={0}>
                <Text size="sm" c="gray.7">
                  Din profil
                </Text>
                <Title order={2} size="h3" id="dashboard-profil">
                  {[me?.profile?.firstName, me?.profile?.lastName].filter(Boolean).join(' ') ||
                    me?.user?.email}
                </Title>
                {me?.profile?.jobPosition ? <Text c="gray.8">{me.profile.jobPosition}</Text> : null}
              </Stack>
            </Group>
            <Anchor component={Link} to={paths.profile} fw={600} size="sm">
              Ret din profil
              <IconChevronRight size={14} aria-hidden="true" style={{ verticalAlign: '-0.125em' }} />
            </Anchor>
          </Stack>
        </Paper>
      </SimpleGrid>
      <UpcomingAgreements />
      <HolidayCard />
    </Stack>
  );
}
