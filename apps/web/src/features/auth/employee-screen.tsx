import { Avatar, Button, Divider, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconDeviceMobile, IconLogout } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { displayName, useMe } from '../../lib/me';
import { AuthFrame } from '../../ui/auth-frame';
import { initials } from '../../ui/initials';
import { useSignOut } from './api/sign-out';

/** What an employee sees on every path (hr-core §2) until the employee app arrives: who they are, and log out. */
export function EmployeeScreen({ banner }: { banner?: ReactNode }) {
  const me = useMe().data;
  const { signOut, isPending } = useSignOut();
  if (!me) return null;
  const name = displayName(me);

  return (
    <AuthFrame title={`Hej ${me.profile?.firstName ?? name}`} banner={banner}>
      <Group gap="md" wrap="nowrap">
        <Avatar src={me.profile?.profilePhotoUrl ?? null} alt="" size={56} radius="xl" color="kollega">
          {initials(name)}
        </Avatar>
        <Stack gap={2}>
          <Text fw={700}>{name}</Text>
          <Text size="sm" c="gray.7">
            {me.user?.email}
          </Text>
          {me.company ? (
            <Text size="sm" c="gray.7">
              {me.company.name}
            </Text>
          ) : null}
        </Stack>
      </Group>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={40} radius="md" variant="light" color="kollega">
          <IconDeviceMobile size={22} stroke={1.75} aria-hidden="true" />
        </ThemeIcon>
        <Text c="gray.8">
          Du er medarbejder i {me.company?.name ?? 'din virksomhed'}. Appen til medarbejdere, hvor du blandt
          andet kan registrere din arbejdstid, kommer snart. Indtil da er der ikke mere at se her.
        </Text>
      </Group>
      <Divider />
      <Group justify="flex-end">
        <Button
          variant="light"
          leftSection={<IconLogout size={18} aria-hidden="true" />}
          onClick={signOut}
          loading={isPending}
        >
          Log ud
        </Button>
      </Group>
    </AuthFrame>
  );
}
