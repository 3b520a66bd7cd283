import { formatHours, type TimeEntryDto } from '@kollega/domain';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { ENTRY_TYPE_LABELS, timeSpan } from './entry-labels';
import { EntryTypeBadge } from './entry-type-badge';

type EntryCardProps = {
  entry: TimeEntryDto;
  /** 'Ret' and 'Slet', or nothing in a locked week. */
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
};

/** One registration of the day: type, from–to, hours and note, with 'Ret' and 'Slet' in an open week. */
export function EntryCard({ entry, onEdit, onDelete }: EntryCardProps) {
  const span = timeSpan(entry);
  // The buttons say which registration they act on, as a day may have several ('Ret Arbejde 08:00–16:00').
  const what = [ENTRY_TYPE_LABELS[entry.type], span].filter(Boolean).join(' ');
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="xs" wrap="nowrap">
            <EntryTypeBadge type={entry.type} />
            {span ? <Text fw={600}>{span}</Text> : null}
          </Group>
          <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
            {formatHours(entry.hours)}
          </Text>
        </Group>
        {entry.breakWasIncluded ? (
          <Text size="sm" c="gray.7">
            Pause fratrukket
          </Text>
        ) : null}
        {entry.note ? <Text size="sm">{entry.note}</Text> : null}
        {onEdit || onDelete ? (
          <Group gap="xs" mt={4}>
            {onEdit ? (
              <Button
                variant="light"
                h={44}
                leftSection={<IconPencil size={18} aria-hidden="true" />}
                onClick={onEdit}
                aria-label={`Ret ${what}`}
              >
                Ret
              </Button>
            ) : null}
            {onDelete ? (
              <Button
                variant="subtle"
                color="red"
                h={44}
                leftSection={<IconTrash size={18} aria-hidden="true" />}
                onClick={onDelete}
                aria-label={`Slet ${what}`}
              >
                Slet
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
