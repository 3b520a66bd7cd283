import type { TimeEntryType } from '@kollega/domain';
import { Badge } from '@mantine/core';
import { ENTRY_TYPE_COLORS, ENTRY_TYPE_LABELS } from './entry-labels';

/** The type of a registration as a coloured label; dark text keeps it readable on every light colour. */
export function EntryTypeBadge({ type }: { type: TimeEntryType }) {
  return (
    <Badge variant="light" color={ENTRY_TYPE_COLORS[type]} c="dark.8" radius="sm" tt="none" size="md">
      {ENTRY_TYPE_LABELS[type]}
    </Badge>
  );
}
