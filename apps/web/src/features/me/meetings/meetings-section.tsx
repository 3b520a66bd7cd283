import { formatDate, formatTimeOfDay, type MyMeeting } from '@kollega/domain';
import { Badge, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { ErrorState } from '../../../ui/error-state';
import { PageLoader } from '../../../ui/page-loader';
import { SectionCard } from '../../../ui/section-card';
import { useMyMeetings } from './meetings-api';
import { PreparationAnswers } from './preparation-answers';
import { PreparationForm } from './preparation-form';

const moment = (startsAt: string) => `${formatDate(startsAt)} kl. ${formatTimeOfDay(startsAt)}`;

function Meeting({ meeting }: { meeting: MyMeeting }) {
  return (
    <Stack gap="xs" component="article" aria-label={meeting.title}>
      <Group gap="xs" justify="space-between" align="flex-start" wrap="nowrap">
        <Title order={3} size="h5" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {meeting.title}
        </Title>
        <Badge variant="light" style={{ flexShrink: 0 }}>
          {meeting.agreementType}
        </Badge>
      </Group>
      <Text size="sm">{moment(meeting.startsAt)}</Text>
      {meeting.location ? (
        <Text size="sm" c="gray.7">
          Sted: {meeting.location}
        </Text>
      ) : null}
      {meeting.regardsMe ? null : (
        <Text size="sm" c="gray.7">
          Vedrørende: {meeting.regardingName}
        </Text>
      )}
      <Text size="sm" c="gray.7">
        Deltagere: {meeting.attendees.length > 0 ? meeting.attendees.join(', ') : '–'}
      </Text>
      {meeting.sharedSummary !== null ? (
        <div>
          <Text size="sm" fw={600}>
            Referat
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {meeting.sharedSummary || 'Referatet er ikke skrevet endnu.'}
          </Text>
        </div>
      ) : null}
      {meeting.preparationForm && meeting.preparationOpen ? (
        <PreparationForm meeting={meeting} form={meeting.preparationForm} />
      ) : null}
      {meeting.preparationForm && !meeting.preparationOpen && meeting.preparation ? (
        <div>
          <Text size="sm" fw={600}>
            Din forberedelse
          </Text>
          <PreparationAnswers preparation={meeting.preparation} />
        </div>
      ) : null}
    </Stack>
  );
}

function MeetingList({ meetings }: { meetings: MyMeeting[] }) {
  return (
    <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {meetings.map((meeting, index) => (
        <li key={meeting.id}>
          {index > 0 ? <Divider mb="md" /> : null}
          <Meeting meeting={meeting} />
        </li>
      ))}
    </Stack>
  );
}

/**
 * 'Mig' → Møder (issue 27, decision 041): the employee's coming agreements with date, type and attendees, the
 * referat when an admin shared it, the preparation form before a MUS or a Lønsamtale, and past meetings whose
 * referat is shared.
 */
export function MeetingsSection() {
  const meetings = useMyMeetings();
  return (
    <SectionCard title="Møder">
      {meetings.isPending ? <PageLoader label="Indlæser møder" /> : null}
      {meetings.isError ? (
        <ErrorState message="Møderne kunne ikke hentes. Prøv igen." onRetry={() => void meetings.refetch()} />
      ) : null}
      {meetings.data ? (
        meetings.data.upcoming.length > 0 ? (
          <MeetingList meetings={meetings.data.upcoming} />
        ) : (
          <Text c="gray.7">Du har ingen kommende møder.</Text>
        )
      ) : null}
      {meetings.data && meetings.data.past.length > 0 ? (
        <Stack gap="sm">
          <Title order={3} size="h5" c="gray.8">
            Tidligere møder med delt referat
          </Title>
          <MeetingList meetings={meetings.data.past} />
        </Stack>
      ) : null}
    </SectionCard>
  );
}
