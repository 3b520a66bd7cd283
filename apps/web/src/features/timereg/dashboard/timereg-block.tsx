import { type DashboardTimereg, TIMEREG_APPROVAL_WEEKS } from '@kollega/domain';
import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { DashboardBlockProps } from '../../../lib/contributions';
import { timeregPath } from '../../../lib/paths';
import { BlockAnchor, type BlockStatus, DashboardBlock, EmptyText } from '../../../ui/dashboard-block';
import { dismissTeaser, isTeaserDismissed } from './teaser-cookie';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The time registration teaser (hr-core §2, time-registration §1's promises) for a company nobody registers time
 * in yet; 'Skjul' hides it for 30 days.
 */
function TimeregTeaser({ onDismiss }: { onDismiss: () => void }) {
  return (
    <Paper
      withBorder
      radius="lg"
      p="lg"
      component="section"
      aria-labelledby="dashboard-tidsregistrering-teaser"
    >
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <IconClockHour4 size={28} aria-hidden="true" color="var(--mantine-color-kollega-7)" />
          <Title order={2} size="h4" id="dashboard-tidsregistrering-teaser">
            Kom i gang med tidsregistrering
          </Title>
        </Group>
        <Text size="sm">Siden 1. juli 2024 skal arbejdstiden registreres. Med Kollega er det klaret:</Text>
        <List size="sm" spacing={4}>
          <List.Item>Medarbejderne kommer i gang i 4 trin</List.Item>
          <List.Item>Arbejde og fravær registreres i appen</List.Item>
          <List.Item>Lovkrav og 48-timers-reglen overholdes</List.Item>
          <List.Item>Registreringerne gemmes i mindst fem år</List.Item>
        </List>
        <Text size="xs" c="gray.7">
          10 kr. om måneden pr. medarbejder med tidsregistrering.
        </Text>
        <Group>
          <Button component={Link} to={timeregPath()} size="sm">
            Kom godt i gang
          </Button>
          <Button variant="subtle" color="gray" size="sm" onClick={onDismiss}>
            Skjul i 30 dage
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Time registration: the work waiting (weeks to approve, unread warnings), or the teaser. */
export function TimeregBlock({ status, data }: { status: BlockStatus; data?: DashboardTimereg }) {
  const [dismissed, setDismissed] = useState(isTeaserDismissed);
  if (data && !data.inUse) {
    if (dismissed) return null;
    return (
      <TimeregTeaser
        onDismiss={() => {
          dismissTeaser();
          setDismissed(true);
        }}
      />
    );
  }
  const work = data?.inUse ? data : null;
  const nothing =
    work &&
    work.weeksAwaitingApproval === 0 &&
    work.unreadWarnings.elevenHours + work.unreadWarnings.fortyEightHours === 0;
  return (
    <DashboardBlock
      id="tidsregistrering"
      title="Tidsregistrering"
      status={status}
      link={{ to: timeregPath(), label: 'Gå til tidsregistrering' }}
    >
      {nothing ? <EmptyText>Alle uger er godkendt, og der er ingen ulæste advarsler.</EmptyText> : null}
      {work && work.weeksAwaitingApproval > 0 ? (
        <BlockAnchor
          link={{
            to: timeregPath('registrations'),
            label: `${plural(work.weeksAwaitingApproval, 'uge venter', 'uger venter')} på godkendelse (seneste ${TIMEREG_APPROVAL_WEEKS} uger)`,
          }}
        />
      ) : null}
      {work && work.unreadWarnings.elevenHours > 0 ? (
        <BlockAnchor
          link={{
            to: timeregPath('warnings'),
            label: `${plural(work.unreadWarnings.elevenHours, 'ulæst 11-timers-advarsel', 'ulæste 11-timers-advarsler')}`,
          }}
        />
      ) : null}
      {work && work.unreadWarnings.fortyEightHours > 0 ? (
        <BlockAnchor
          link={{
            to: timeregPath('warnings'),
            label: `${plural(work.unreadWarnings.fortyEightHours, 'ulæst 48-timers-advarsel', 'ulæste 48-timers-advarsler')}`,
          }}
        />
      ) : null}
    </DashboardBlock>
  );
}

/** The block as the dashboard places it, given the one dashboard request. */
export function TimeregDashboardBlock({ status, data }: DashboardBlockProps) {
  return <TimeregBlock status={status} data={data?.timereg} />;
}
