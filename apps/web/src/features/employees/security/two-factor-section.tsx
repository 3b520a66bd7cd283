import { TWO_FACTOR_MESSAGES } from '@kollega/domain';
import { Alert, Badge, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useMe } from '../../../lib/me';
import { SectionCard } from '../../../ui/section-card';
import { useDisableTwoFactor } from '../api/security';
import { TwoFactorSetup } from './two-factor-setup';

/** The profile's 'To-trinsbekræftelse' (decision 034): turn on (password, scan, confirm) or off (password). */
export function TwoFactorSection() {
  const me = useMe();
  const disable = useDisableTwoFactor();
  const [mode, setMode] = useState<'idle' | 'enabling' | 'disabling'>('idle');
  const [password, setPassword] = useState('');
  const user = me.data?.user;
  if (!user) return null;

  function submitDisable(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password)
      disable.mutate(password, {
        onSuccess: () => {
          setMode('idle');
          setPassword('');
        },
      });
  }

  return (
    <SectionCard title={TWO_FACTOR_MESSAGES.title}>
      <Group gap="sm">
        <Text>Log ind med en kode fra din godkendelses-app ud over dit kodeord.</Text>
        <Badge color={user.twoFactorEnabled ? 'teal' : 'gray'} variant="light" c="dark.8">
          {user.twoFactorEnabled ? 'Slået til' : 'Slået fra'}
        </Badge>
      </Group>
      {mode === 'enabling' ? (
        <TwoFactorSetup onDone={() => setMode('idle')} onCancel={() => setMode('idle')} />
      ) : mode === 'disabling' ? (
        <form onSubmit={submitDisable} noValidate>
          <Stack gap="md">
            <PasswordInput
              label="Kodeord"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            {disable.error ? (
              <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
                {disable.error.message}
              </Alert>
            ) : null}
            <Group>
              <Button type="submit" color="red" loading={disable.isPending} disabled={!password}>
                Slå fra
              </Button>
              <Button variant="subtle" onClick={() => setMode('idle')}>
                Annuller
              </Button>
            </Group>
          </Stack>
        </form>
      ) : user.twoFactorEnabled ? (
        user.twoFactorRequired ? (
          <Text size="sm" c="gray.7">
            {TWO_FACTOR_MESSAGES.mandatory}
          </Text>
        ) : (
          <Group>
            <Button variant="default" onClick={() => setMode('disabling')}>
              Slå to-trinsbekræftelse fra
            </Button>
          </Group>
        )
      ) : (
        <Group>
          <Button onClick={() => setMode('enabling')}>Slå to-trinsbekræftelse til</Button>
        </Group>
      )}
    </SectionCard>
  );
}
