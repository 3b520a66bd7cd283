import { Alert, Button, Divider, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconLogout, IconMailCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useMe } from '../../lib/me';
import { useSignOut } from '../../lib/sign-out';
import { AuthFrame } from '../../ui/auth-frame';
import { useResendVerification } from './api/resend-verification';
import { accountErrorMessage } from './auth-errors';
import { formatMinutesSeconds, useCountdown } from './use-countdown';

function later(a: string | null | undefined, b: string | null | undefined): string | null {
  if (!a) return b ?? null;
  if (!b) return a;
  return Date.parse(a) >= Date.parse(b) ? a : b;
}

/**
 * Shown on every path while the signed-in user's e-mail is unverified (hr-core §2): confirm the e-mail we sent,
 * or send it again, at most once every 3 minutes (§4), with the time left shown while it is locked.
 */
export function VerifyEmailScreen({ banner }: { banner?: ReactNode }) {
  const me = useMe().data;
  const email = me?.user?.email ?? '';
  const resend = useResendVerification();
  const { signOut, isPending: signingOut } = useSignOut();
  const availableAt = later(me?.resendVerificationAvailableAt, resend.data?.availableAt);
  const remaining = useCountdown(availableAt);
  const locked = remaining > 0;

  return (
    <AuthFrame title="Bekræft din e-mail" banner={banner}>
      <Stack gap="lg">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={44} radius="md" variant="light" color="kollega">
            <IconMailCheck size={24} stroke={1.75} aria-hidden="true" />
          </ThemeIcon>
          <Stack gap={6}>
            <Text>
              Vi har sendt en e-mail til{' '}
              <Text span fw={700}>
                {email}
              </Text>
              . Klik på linket i e-mailen for at bekræfte din e-mailadresse.
            </Text>
            <Text c="gray.7" size="sm">
              Kan du ikke finde den? Kig i din spam-mappe, eller send e-mailen igen.
            </Text>
          </Stack>
        </Group>

        <Stack gap="xs">
          <Group gap="sm">
            <Button
              variant="light"
              onClick={() => resend.mutate()}
              loading={resend.isPending}
              disabled={locked}
              aria-describedby={locked ? 'gensend-laast' : undefined}
            >
              Send e-mailen igen
            </Button>
            {locked ? (
              <Text id="gensend-laast" size="sm" c="gray.7">
                Du kan sende den igen om{' '}
                <Text span fw={600} ff="monospace" data-testid="resend-countdown">
                  {formatMinutesSeconds(remaining)}
                </Text>
              </Text>
            ) : null}
          </Group>
          <div role="status" aria-live="polite">
            {resend.isSuccess ? (
              <Group gap={6} wrap="nowrap">
                <IconCircleCheck size={18} color="var(--mantine-color-green-8)" aria-hidden="true" />
                <Text size="sm" c="teal.9" fw={500}>
                  Vi har sendt e-mailen igen.
                </Text>
              </Group>
            ) : null}
          </div>
          {resend.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
              {accountErrorMessage(resend.error)}
            </Alert>
          ) : null}
        </Stack>

        <Divider />
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="gray.7">
            Forkert e-mail? Log ud, og opret en ny konto.
          </Text>
          <Button
            variant="subtle"
            color="gray"
            leftSection={<IconLogout size={18} aria-hidden="true" />}
            onClick={signOut}
            loading={signingOut}
          >
            Log ud
          </Button>
        </Group>
      </Stack>
    </AuthFrame>
  );
}
