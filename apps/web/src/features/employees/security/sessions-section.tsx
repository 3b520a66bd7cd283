import type { ActiveSession } from '@kollega/domain';
import { formatDate, formatTimeOfDay } from '@kollega/domain';
import { Alert, Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconDeviceDesktop, IconDeviceMobile } from '@tabler/icons-react';
import { SectionCard } from '../../../ui/section-card';
import { useActiveSessions, useSignOutSession } from '../api/security';

function lastUsed(session: ActiveSession): string {
  return `${formatDate(session.lastUsedAt)} kl. ${formatTimeOfDay(session.lastUsedAt)}`;
}

/** The profile's 'Aktive sessioner' (issue 25): where the account is signed in; sign out one or all others. */
export function SessionsSection() {
  const sessions = useActiveSessions();
  const signOut = useSignOutSession();
  const others = sessions.data?.sessions.filter((session) => !session.current) ?? [];

  return (
    <SectionCard title="Aktive sessioner">
      <Text c="gray.7">De browsere og enheder, hvor du er logget ind.</Text>
      {sessions.isPending ? (
        <Skeleton height={60} />
      ) : sessions.isError ? (
        <Alert color="red" variant="light">
          {sessions.error.message}
        </Alert>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {sessions.data.sessions.map((session) => (
            <Group
              key={session.id}
              component="li"
              justify="space-between"
              wrap="nowrap"
              data-testid="session"
            >
              <Group gap="sm" wrap="nowrap">
                {session.device === 'Mobil' || session.device === 'Tablet' ? (
                  <IconDeviceMobile aria-hidden="true" />
                ) : (
                  <IconDeviceDesktop aria-hidden="true" />
                )}
                <Stack gap={0}>
                  <Group gap="xs">
                    <Text fw={500}>{session.browser}</Text>
                    {session.current ? (
                      <Badge color="teal" variant="light" c="dark.8">
                        Denne browser
                      </Badge>
                    ) : null}
                  </Group>
                  <Text size="sm" c="gray.7">
                    {session.device} · IP {session.ipAddress ?? 'ukendt'} · Sidst brugt {lastUsed(session)}
                  </Text>
                </Stack>
              </Group>
              {session.current ? null : (
                <Button
                  variant="default"
                  size="xs"
                  loading={signOut.isPending && signOut.variables === session.id}
                  onClick={() => signOut.mutate(session.id)}
                >
                  Log ud
                </Button>
              )}
            </Group>
          ))}
        </Stack>
      )}
      {signOut.error ? (
        <Alert color="red" variant="light" role="alert">
          {signOut.error.message}
        </Alert>
      ) : null}
      {others.length > 0 ? (
        <Group>
          <Button
            variant="default"
            loading={signOut.isPending && signOut.variables === null}
            onClick={() => signOut.mutate(null)}
          >
            Log alle andre ud
          </Button>
        </Group>
      ) : null}
    </SectionCard>
  );
}
