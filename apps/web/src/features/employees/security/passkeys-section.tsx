import { formatDate, formatTimeOfDay, PASSKEY_MESSAGES, type PasskeySummary } from '@kollega/domain';
import { Alert, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconKey } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useMe } from '../../../lib/me';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { QueryState } from '../../../ui/query-state';
import { SectionCard } from '../../../ui/section-card';
import { useAddPasskey, usePasskeys, useRemovePasskey } from '../api/passkeys';

function when(instant: string): string {
  return `${formatDate(instant)} kl. ${formatTimeOfDay(instant)}`;
}

/** A name to start from: the kind of device the browser runs on ('Mac', 'iPhone', 'Windows-pc' …). */
function suggestedName(): string {
  const agent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  if (/iPhone/.test(agent)) return 'iPhone';
  if (/iPad/.test(agent)) return 'iPad';
  if (/Android/.test(agent)) return 'Android-telefon';
  if (/Macintosh/.test(agent)) return 'Mac';
  if (/Windows/.test(agent)) return 'Windows-pc';
  return '';
}

function validName(name: string): boolean {
  const trimmed = name.trim();
  return trimmed.length > 0 && trimmed.length <= 60;
}

/**
 * The profile's 'Adgangsnøgler' (decision 053): sign in with the device's fingerprint, face or PIN instead of the
 * password. Add one (named), see when each was added and last used, and remove one after a confirmation.
 */
export function PasskeysSection() {
  const me = useMe();
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<PasskeySummary | null>(null);
  // A super admin logged in as someone may look, not change how the person signs in (the server refuses too).
  const impersonated = Boolean(me.data?.impersonatedBy);

  function startAdding() {
    add.reset();
    setName(suggestedName());
    setNameError(null);
    setAdding(true);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!validName(name)) {
      setNameError(PASSKEY_MESSAGES.nameInvalid);
      return;
    }
    setNameError(null);
    add.mutate(name.trim(), { onSuccess: () => setAdding(false) });
  }

  return (
    <SectionCard title={PASSKEY_MESSAGES.title}>
      <Text c="gray.7">
        Log ind med fingeraftryk, ansigt eller enhedens PIN-kode i stedet for dit kodeord. En adgangsnøgle
        virker kun på Kollega og kan ikke lokkes fra dig af en falsk side.
      </Text>
      {!passkeys.isSuccess ? (
        <QueryState query={passkeys} variant="alert" />
      ) : passkeys.data.passkeys.length === 0 ? (
        <Text size="sm" c="gray.7">
          Du har ingen adgangsnøgler endnu.
        </Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {passkeys.data.passkeys.map((passkey) => (
            <Group
              key={passkey.id}
              component="li"
              justify="space-between"
              wrap="nowrap"
              data-testid="passkey"
            >
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                <IconKey aria-hidden="true" />
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Group gap="xs">
                    <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                      {passkey.name}
                    </Text>
                    {passkey.synced ? (
                      <Badge color="gray" variant="light" c="dark.8">
                        Synkroniseret
                      </Badge>
                    ) : null}
                  </Group>
                  <Text size="sm" c="gray.7">
                    Tilføjet {when(passkey.createdAt)} ·{' '}
                    {passkey.lastUsedAt ? `Sidst brugt ${when(passkey.lastUsedAt)}` : 'Ikke brugt endnu'}
                  </Text>
                </Stack>
              </Group>
              {impersonated ? null : (
                <Button
                  variant="default"
                  size="xs"
                  aria-label={`Fjern ${passkey.name}`}
                  onClick={() => setRemoving(passkey)}
                >
                  Fjern
                </Button>
              )}
            </Group>
          ))}
        </Stack>
      )}
      {remove.error ? (
        <Alert color="red" variant="light" role="alert">
          {remove.error.message}
        </Alert>
      ) : null}
      {impersonated ? null : adding ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              label="Navn på adgangsnøglen"
              description="F.eks. enheden den ligger på, så du kan kende den igen."
              name="passkeyName"
              maxLength={60}
              value={name}
              error={nameError}
              onChange={(event) => setName(event.currentTarget.value)}
              data-autofocus
            />
            {add.error ? (
              <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
                {add.error.message}
              </Alert>
            ) : null}
            <Group>
              <Button type="submit" loading={add.isPending}>
                Fortsæt
              </Button>
              <Button variant="subtle" onClick={() => setAdding(false)}>
                Annuller
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Group>
          <Button onClick={startAdding}>{PASSKEY_MESSAGES.add}</Button>
        </Group>
      )}
      <ConfirmDialog
        opened={removing !== null}
        title="Fjern adgangsnøgle"
        message={`Vil du fjerne adgangsnøglen "${removing?.name ?? ''}"? Du kan ikke længere logge ind med den.`}
        confirmLabel="Fjern"
        pending={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.id, { onSettled: () => setRemoving(null) });
        }}
      />
    </SectionCard>
  );
}
