import { formatDate } from '@kollega/domain';
import { Anchor, Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { GENERIC_ERROR } from '../lib/generic-error';
import {
  useCalendarFeedStatus,
  useCreateCalendarFeed,
  useRevokeCalendarFeed,
} from '../lib/shared-api/calendar-feed';
import { ErrorAlert } from './query-state';
import { SectionCard } from './section-card';

/**
 * /profile: the admin's personal calendar feed of the company's open agreements (decision 022), for Outlook,
 * Google and Apple calendars. The address is shown once, right after it is made; a new one retires the old.
 */
export function CalendarFeedSection() {
  const status = useCalendarFeedStatus();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const created = create.data;
  const enabled = status.data?.enabled ?? false;

  return (
    <SectionCard title="Kalenderabonnement">
      <Text size="sm" c="gray.7">
        Abonnér på virksomhedens åbne møder og aftaler i din egen kalender. Adressen er personlig: del den
        ikke.
      </Text>
      {created ? (
        <Stack gap="xs">
          <TextInput label="Kalenderadresse" value={created.httpsUrl} readOnly />
          <Group gap="sm">
            <CopyButton value={created.httpsUrl}>
              {({ copied, copy }) => (
                <Button variant="light" size="xs" onClick={copy}>
                  {copied ? 'Kopieret' : 'Kopiér adresse'}
                </Button>
              )}
            </CopyButton>
            <Anchor href={created.webcalUrl} size="sm">
              Åbn i kalender
            </Anchor>
          </Group>
        </Stack>
      ) : enabled && status.data?.createdAt ? (
        <Text size="sm">
          Slået til d. {formatDate(status.data.createdAt)}. Lav en ny adresse for at se den igen.
        </Text>
      ) : null}
      {create.isError || revoke.isError ? (
        <ErrorAlert error={create.error ?? revoke.error} message={GENERIC_ERROR} />
      ) : null}
      <Group gap="sm">
        <Button size="sm" loading={create.isPending} onClick={() => create.mutate()}>
          {enabled ? 'Lav ny adresse' : 'Slå kalenderabonnement til'}
        </Button>
        {enabled ? (
          <Button
            size="sm"
            variant="light"
            color="red"
            loading={revoke.isPending}
            onClick={() => revoke.mutate(undefined, { onSuccess: () => create.reset() })}
          >
            Slå fra
          </Button>
        ) : null}
      </Group>
    </SectionCard>
  );
}
