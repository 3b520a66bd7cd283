import { Avatar, Button, Center, Divider, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDeviceMobile, IconLogout } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { displayName, useMe } from '../../lib/me';
import { useSignOut } from '../../lib/sign-out';
import { AuthFrame } from '../../ui/auth-frame';
import { initials } from '../../ui/initials';
import { QrCode } from '../../ui/qr-code';

/** Mantine's `sm` breakpoint: from here on the screen counts as a computer's, which gets the QR code. */
const WIDE = '(min-width: 48em)';

/**
 * The page for app-only users (time-registration §2: 'Velkommen', a QR code on desktop, a button on mobile,
 * 'Log ud'), which docs/rules/platform.md#ruling-18 points at the employee web app: Kollega at this same address. An employee who
 * registers time gets the employee app instead (src/app/access.ts), so whoever sees this page has no time
 * registration switched on yet, and the page says so.
 */
export function EmployeeScreen({ banner }: { banner?: ReactNode }) {
  const me = useMe().data;
  const { signOut, isPending } = useSignOut();
  // Read at once rather than after a first render, so a computer never flashes the phone's button.
  const wide = useMediaQuery(WIDE, false, { getInitialValueInEffect: false });
  if (!me) return null;
  const name = displayName(me);
  const appUrl = `${window.location.origin}/`;

  return (
    <AuthFrame title="Velkommen" banner={banner}>
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
      <Text c="gray.8">
        Kollega er appen til medarbejdere i {me.company?.name ?? 'din virksomhed'}. Her registrerer du din
        arbejdstid og dit fravær, direkte fra telefonen.
      </Text>
      {wide ? (
        <Stack gap="sm" align="center">
          <Center p="xs" bg="white" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
            <QrCode url={appUrl} alt={`QR-kode til ${appUrl}`} />
          </Center>
          <Text size="sm" c="gray.7" ta="center" maw={360}>
            Scan koden med telefonens kamera for at åbne Kollega. Vælg derefter 'Føj til hjemmeskærm' i
            browseren, så ligger Kollega som en app på din telefon.
          </Text>
        </Stack>
      ) : (
        <Stack gap="xs">
          <Button
            component="a"
            href={appUrl}
            size="lg"
            fullWidth
            leftSection={<IconDeviceMobile size={20} aria-hidden="true" />}
          >
            Åbn appen
          </Button>
          <Text size="sm" c="gray.7">
            Tip: Vælg 'Føj til hjemmeskærm' i browserens menu, så ligger Kollega som en app på din telefon.
          </Text>
        </Stack>
      )}
      <Text size="sm" c="gray.7">
        Tidsregistrering er ikke slået til for dig endnu. Kontakt din administrator, hvis du skal registrere
        din arbejdstid i Kollega.
      </Text>
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
