import { formatDate, formatHours, formatTimeOfDay, type TimeEntryChange } from '@kollega/domain';
import { List, Text } from '@mantine/core';
import { CHANGE_ACTION_LABELS, ENTRY_TYPE_LABELS } from './entry-labels';

/** '7,50 timer (før 7,00 timer)', 'før 7,50 timer' for a deletion, '' when neither is known. */
export function changeHoursText(change: Pick<TimeEntryChange, 'hours' | 'previousHours'>): string {
  const now = change.hours === null ? null : formatHours(change.hours);
  const before = change.previousHours === null ? null : `før ${formatHours(change.previousHours)}`;
  if (now && before) return `${now} (${before})`;
  return now ?? before ?? '';
}

/** The day's change log (time-registration §2: who added, changed or deleted what, and when), newest first. */
export function ChangeLog({ changes }: { changes: readonly TimeEntryChange[] }) {
  if (changes.length === 0) {
    return (
      <Text size="sm" c="gray.7">
        Ingen ændringer endnu.
      </Text>
    );
  }
  const newestFirst = [...changes].sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
  return (
    <List listStyleType="none" spacing="sm">
      {newestFirst.map((change) => (
        <List.Item key={change.id}>
          <Text size="sm" fw={600}>
            {CHANGE_ACTION_LABELS[change.action]} · {ENTRY_TYPE_LABELS[change.type]}
            {changeHoursText(change) ? ` · ${changeHoursText(change)}` : ''}
          </Text>
          <Text size="sm" c="gray.7">
            {change.authorName}, {formatDate(change.at)} kl. {formatTimeOfDay(change.at)}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
