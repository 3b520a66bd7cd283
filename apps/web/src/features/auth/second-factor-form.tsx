import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useVerifySecondFactor } from './api/verify-second-factor';

/** The texts are the domain's (TWO_FACTOR_MESSAGES), repeated here so the landing page does not load zod. */
const ENTER_CODE = 'Indtast koden fra din godkendelses-app';
const ENTER_BACKUP_CODE = 'Indtast en af dine backupkoder';

/**
 * The sign-in's second step (decision 034), after a right password for an account with two-factor: the code from
 * the authenticator app, or one of the backup codes. `onBack` returns to e-mail and password.
 */
export function SecondFactorForm({ onBack }: { onBack: () => void }) {
  const verify = useVerifySecondFactor();
  const [kind, setKind] = useState<'totp' | 'backup'>('totp');
  const [code, setCode] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (code.trim()) verify.mutate({ kind, code });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={kind === 'totp' ? ENTER_CODE : ENTER_BACKUP_CODE}
          name="code"
          autoComplete="one-time-code"
          inputMode={kind === 'totp' ? 'numeric' : 'text'}
          maxLength={kind === 'totp' ? 6 : 40}
          data-autofocus
          autoFocus
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
        {verify.error ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
            {verify.error.message}
          </Alert>
        ) : null}
        <Button type="submit" size="md" fullWidth loading={verify.isPending} disabled={!code.trim()}>
          Bekræft
        </Button>
        <Group justify="space-between">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              setKind(kind === 'totp' ? 'backup' : 'totp');
              setCode('');
              verify.reset();
            }}
          >
            {kind === 'totp' ? 'Brug en backupkode i stedet' : 'Brug koden fra din app'}
          </Anchor>
          <Anchor component="button" type="button" size="sm" onClick={onBack}>
            Tilbage
          </Anchor>
        </Group>
        <Text size="xs" c="gray.7">
          Har du mistet både telefon og backupkoder, så kontakt din administrator.
        </Text>
      </Stack>
    </form>
  );
}
