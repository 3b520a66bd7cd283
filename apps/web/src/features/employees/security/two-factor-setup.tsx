import { TWO_FACTOR_MESSAGES } from '@kollega/domain';
import { Alert, Button, Code, Group, List, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { QrCode } from '../../../ui/qr-code';
import { useConfirmTwoFactor, useStartTwoFactor } from '../api/security';

/** The secret as an authenticator app also takes it by hand, in groups of four. */
function secretOf(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

/**
 * Turning on two-factor (decision 034): the password, then a QR code to scan, then a code from the app confirms
 * it; the backup codes are shown once, at the end. `onDone` follows 'Jeg har gemt koderne'.
 */
export function TwoFactorSetup({ onDone, onCancel }: { onDone: () => void; onCancel?: () => void }) {
  const start = useStartTwoFactor();
  const confirm = useConfirmTwoFactor();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [confirmed, setConfirmed] = useState(false);

  function submitPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password) start.mutate(password);
  }
  function submitCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (code.length === 6) confirm.mutate(code, { onSuccess: () => setConfirmed(true) });
  }

  const failure = (error: Error | null) =>
    error ? (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
        {error.message}
      </Alert>
    ) : null;

  if (!start.data) {
    return (
      <form onSubmit={submitPassword} noValidate>
        <Stack gap="md">
          <Text>Bekræft med dit kodeord for at slå to-trinsbekræftelse til.</Text>
          <PasswordInput
            label="Kodeord"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          {failure(start.error)}
          <Group>
            <Button type="submit" loading={start.isPending} disabled={!password}>
              Fortsæt
            </Button>
            {onCancel ? (
              <Button variant="subtle" onClick={onCancel}>
                Annuller
              </Button>
            ) : null}
          </Group>
        </Stack>
      </form>
    );
  }

  if (!confirmed) {
    return (
      <form onSubmit={submitCode} noValidate>
        <Stack gap="md">
          <Text>
            Scan QR-koden med din godkendelses-app (fx Google Authenticator eller Microsoft Authenticator).
          </Text>
          <QrCode url={start.data.totpURI} alt="QR-kode til din godkendelses-app" />
          <Text size="sm" c="gray.7">
            Kan du ikke scanne? Indtast nøglen:{' '}
            <Code data-testid="totp-secret">{secretOf(start.data.totpURI)}</Code>
          </Text>
          <TextInput
            label={TWO_FACTOR_MESSAGES.enterCode}
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, ''))}
          />
          {failure(confirm.error)}
          <Group>
            <Button type="submit" loading={confirm.isPending} disabled={code.length !== 6}>
              Slå til
            </Button>
            {onCancel ? (
              <Button variant="subtle" onClick={onCancel}>
                Annuller
              </Button>
            ) : null}
          </Group>
        </Stack>
      </form>
    );
  }

  return (
    <Stack gap="md">
      <Alert color="teal" variant="light" title="To-trinsbekræftelse er slået til">
        Gem dine backupkoder et sikkert sted. Hver kode kan bruges én gang, hvis du ikke har din telefon.
        Koderne vises kun nu.
      </Alert>
      <List spacing={4} data-testid="backup-codes" style={{ fontFamily: 'monospace' }}>
        {start.data.backupCodes.map((backupCode) => (
          <List.Item key={backupCode}>{backupCode}</List.Item>
        ))}
      </List>
      <Group>
        <Button onClick={onDone}>Jeg har gemt koderne</Button>
      </Group>
    </Stack>
  );
}
