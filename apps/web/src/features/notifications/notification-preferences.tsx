import {
  NOTIFICATION_DELIVERIES,
  NOTIFICATION_DELIVERY_LABELS,
  NOTIFICATION_GROUPS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_MESSAGES,
  type NotificationDelivery,
  type NotificationKind,
  type NotificationPreferences,
  notificationPreferencesSchema,
} from '@kollega/domain';
import { Button, Group, Loader, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { zodResolver } from '../../lib/form';
import { SaveStatus } from '../../ui/save-status';
import { useNotificationPreferences, useSaveNotificationPreferences } from './api/notifications';
import { PushSwitch } from './push-switch';

const options = NOTIFICATION_DELIVERIES.map((delivery) => ({
  value: delivery,
  label: NOTIFICATION_DELIVERY_LABELS[delivery],
}));

function PreferencesForm({ initial }: { initial: NotificationPreferences }) {
  const save = useSaveNotificationPreferences();
  const [status, setStatus] = useState<'saved' | 'failed' | null>(null);
  const form = useForm<NotificationPreferences>({
    mode: 'controlled',
    initialValues: initial,
    validate: zodResolver(notificationPreferencesSchema),
  });
  const indexOf = (kind: NotificationKind) =>
    form.values.preferences.findIndex((preference) => preference.kind === kind);

  const submit = form.onSubmit((values) => {
    setStatus(null);
    save.mutate(notificationPreferencesSchema.parse(values), {
      onSuccess: (saved) => {
        form.setValues(saved);
        form.resetDirty();
        setStatus('saved');
      },
      onError: () => setStatus('failed'),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {NOTIFICATION_GROUPS.map((group) => (
          <Stack gap="xs" key={group.label}>
            <Title order={3} size="h5">
              {group.label}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
              {group.kinds.map((kind) => {
                const index = indexOf(kind);
                if (index < 0) return null;
                return (
                  <Select
                    key={kind}
                    label={NOTIFICATION_KIND_LABELS[kind]}
                    data={options}
                    allowDeselect={false}
                    comboboxProps={{ withinPortal: true }}
                    value={form.values.preferences[index]?.delivery ?? null}
                    onChange={(value) =>
                      value &&
                      form.setFieldValue(`preferences.${index}.delivery`, value as NotificationDelivery)
                    }
                  />
                );
              })}
            </SimpleGrid>
          </Stack>
        ))}
        <Group gap="md">
          <Button type="submit" loading={save.isPending}>
            {NOTIFICATION_MESSAGES.save}
          </Button>
          <SaveStatus
            state={status}
            savedText={NOTIFICATION_MESSAGES.preferencesSaved}
            failedText="Valgene kunne ikke gemmes. Prøv igen."
          />
        </Group>
      </Stack>
    </form>
  );
}

/** 'Notifikationer' on the profile (issue 26): per kind, in the app only, e-mail, a daily digest or off. */
export function NotificationPreferencesSection() {
  const preferences = useNotificationPreferences();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} id="notifikationer">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4">
            {NOTIFICATION_MESSAGES.preferencesTitle}
          </Title>
          <Text size="sm" c="gray.7">
            {NOTIFICATION_MESSAGES.preferencesIntro}
          </Text>
        </Stack>
        <PushSwitch />
        {preferences.isPending ? (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text size="sm">Henter dine valg …</Text>
          </Group>
        ) : preferences.isError ? (
          <Group gap="sm">
            <Text size="sm">Dine valg kunne ikke hentes.</Text>
            <Button variant="light" size="compact-sm" onClick={() => void preferences.refetch()}>
              Prøv igen
            </Button>
          </Group>
        ) : (
          <PreferencesForm initial={preferences.data} />
        )}
      </Stack>
    </Paper>
  );
}
