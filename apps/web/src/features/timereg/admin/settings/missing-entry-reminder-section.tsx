import {
  MISSING_ENTRY_REMINDER_LABELS,
  MISSING_ENTRY_REMINDER_MESSAGES,
  MISSING_ENTRY_REMINDERS,
  type MissingEntryReminder,
} from '@kollega/domain';
import { Group, Radio, Stack, Text } from '@mantine/core';
import { useUpdateMissingEntryReminder } from '../../api/update-missing-entry-reminder';

/**
 * 'Påmindelse om manglende registrering' (issue 26, decision 040): how employees who register time are reminded
 * at 09:00 of their previous workday without any registration. Saved as soon as it is chosen; web push is not
 * offered until it is built.
 */
export function MissingEntryReminderSection({ reminder }: { reminder: MissingEntryReminder }) {
  const update = useUpdateMissingEntryReminder();
  const shown = update.isPending && update.variables ? update.variables : reminder;
  return (
    <Stack gap="sm">
      <Radio.Group
        label="Påmindelse om manglende registrering"
        value={shown}
        onChange={(value) => update.mutate(value as MissingEntryReminder)}
      >
        <Group gap="lg" mt="xs">
          {MISSING_ENTRY_REMINDERS.map((value) => (
            <Radio
              key={value}
              value={value}
              label={MISSING_ENTRY_REMINDER_LABELS[value]}
              disabled={update.isPending}
            />
          ))}
        </Group>
      </Radio.Group>
      <div role="status" aria-live="polite">
        {update.isSuccess ? (
          <Text size="sm" c="kollega.9">
            {MISSING_ENTRY_REMINDER_MESSAGES.saved}
          </Text>
        ) : null}
        {update.isError ? (
          <Text size="sm" c="red.9">
            {update.error.message}
          </Text>
        ) : null}
      </div>
    </Stack>
  );
}
