import type { TimeEntryType } from '@kollega/domain';
import { StatusBadge } from '../../../ui/status-badge';
import { ENTRY_TYPE_COLORS, ENTRY_TYPE_LABELS } from './entry-labels';

/** The type of a registration as a coloured label; dark text keeps it readable on every light colour. */
export function EntryTypeBadge({ type }: { type: TimeEntryType }) {
  return (
    <StatusBadge color={ENTRY_TYPE_COLORS[type]} size="md">
      {ENTRY_TYPE_LABELS[type]}
    </StatusBadge>
  );
}
