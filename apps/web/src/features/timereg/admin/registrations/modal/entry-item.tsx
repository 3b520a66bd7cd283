import { formatHours, TIME_ENTRY_TYPE_NAMES, type TimeEntryDto } from '@kollega/domain';
import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

type EntryItemProps = {
  entry: TimeEntryDto;
  /** In an approved or locked week nothing can be changed (time-registration §4). */
  readOnly: boolean;
  onEdit: () => void;
  onDelete: () => void;
};

/** One registration of the day: type, from–to, hours and note, with edit and delete while the week is open. */
export function EntryItem({ entry, readOnly, onEdit, onDelete }: EntryItemProps) {
  const label = TIME_ENTRY_TYPE_NAMES[entry.type];
  const times = entry.startTime && entry.endTime ? `${entry.startTime}–${entry.endTime}` : null;
  return (
    <Paper withBorder radius="md" p="sm" component="li">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2}>
          <Text fw={600} size="sm">
            {label}
          </Text>
          <Text size="sm">
            {times ? `${times} · ` : ''}
            {formatHours(entry.hours)}
          </Text>
          {entry.note ? (
            <Text size="sm" c="gray.7">
              {entry.note}
            </Text>
          ) : null}
        </Stack>
        {readOnly ? null : (
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              color="gray.8"
              aria-label={`Ret ${label.toLowerCase()}`}
              onClick={onEdit}
            >
              <IconPencil size={18} aria-hidden="true" />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red.8"
              aria-label={`Slet ${label.toLowerCase()}`}
              onClick={onDelete}
            >
              <IconTrash size={18} aria-hidden="true" />
            </ActionIcon>
          </Group>
        )}
      </Group>
    </Paper>
  );
}
