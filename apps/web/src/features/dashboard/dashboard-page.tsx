import { FIRST_EMPLOYEE_PROMPT_MAX } from '@kollega/domain';
import { Anchor, Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import dayjs from 'dayjs';
import { useMe } from '../../lib/me';
import { paths } from '../../lib/paths';
import { PLAN_LABELS } from '../../lib/plan-labels';
import { usePageTitle } from '../../ui/page-title';
import { MyTasksBlock } from '../checklists/public';
import { SickDeadlinesBlock } from '../sickness/public';
import { useDashboard } from './api/get-dashboard';
import { AbsenceToday } from './blocks/absence-today';
import { Anniversaries } from './blocks/anniversaries';
import { BillingAlerts } from './blocks/billing-alerts';
import { FirstEmployeePrompt } from './blocks/first-employee-prompt';
import { HolidayCard } from './blocks/holiday-card';
import { PublicHoliday } from './blocks/public-holiday';
import { RunningChecklists } from './blocks/running-checklists';
import { Suggestions } from './blocks/suggestions';
import { TimeregBlock } from './blocks/timereg-block';
import { UpcomingAgreements } from './blocks/upcoming-agreements';
import classes from './dashboard.module.css';

/** 'torsdag d. 5. juni', in the Danish locale the app sets up for dayjs. */
function today(): string {
  return dayjs().format('dddd [d.] D. MMMM');
}

/**
 * / for admins (hr-core §2, decision 032): the greeting, then what needs doing today, every block from the one
 * dashboard request, each with its own skeleton, empty state and link to where the work is done.
 */
export function DashboardPage() {
  usePageTitle('Dashboard');
  const me = useMe().data;
  const firstName = me?.profile?.firstName ?? '';
  const company = me?.company;
  const dashboard = useDashboard();
  const status = dashboard.status;
  const data = dashboard.data;

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

      {data && data.employeeCount <= FIRST_EMPLOYEE_PROMPT_MAX ? <FirstEmployeePrompt /> : null}
      <BillingAlerts status={status} data={data?.billing} />
      <TimeregBlock status={status} data={data?.timereg} />

      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="lg">
        <Suggestions status={status} data={data?.suggestions} />
        <UpcomingAgreements status={status} data={data?.agreements} />
        <MyTasksBlock />
        <RunningChecklists status={status} data={data?.checklists} />
        <HolidayCard status={status} data={data?.holiday} />
        <AbsenceToday status={status} data={data?.absenceToday} />
        <SickDeadlinesBlock />
        <Anniversaries status={status} data={data?.anniversaries} />
        <PublicHoliday status={status} data={data} />
      </SimpleGrid>
    </Stack>
  );
}
