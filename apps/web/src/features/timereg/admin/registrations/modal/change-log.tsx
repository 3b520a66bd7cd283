import {
  formatDate,
  formatHours,
  formatTimeOfDay,
  TIME_ENTRY_TYPE_NAMES,
  type TimeEntryChange,
} from '@kollega/domain';
import { List, Stack, Text, Title } from '@mantine/core';
import { CHANGE_ACTION_LABELS } from './change-labels';

function ChangeItem({ change }: { change: TimeEntryChange }) {
  const hours = change.hours === null ? null : formatHours(change.hours);
  const previous = change.previousHours === null ? null : formatHours(change.previousHours);
  return (
    <List.Item>
      <Text size="sm">
        <strong>{CHANGE_ACTION_LABELS[change.action]}</strong> · {TIME_ENTRY_TYPE_NAMES[change.type]}
        {hours ? `, ${hours}` : ''}
        {previous ? ` (før ${previous})` : ''}
      </Text>
      <Text size="xs" c="gray.7">
        {change.authorName} · {formatDate(change.at)} {formatTimeOfDay(change.at)}
      </Text>
    </List.Item>
  );
}

/** The day's change log (time-registration §2 day mode), the latest change first. */
export function ChangeLog({ changes }: { changes: readonly TimeEntryChange[] }) {
  const latestFirst = [...changes].sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
  return (
    <Stack gap={6}>
      <Title order={3} size="h5">
        Ændringslog
      </Title>
      {latestFirst.length === 0 ? (
        <Text size="sm" c="gray.7">
          Ingen ændringer denne dag.
        </Text>
      ) : (
        <List spacing={6} listStyleType="none" ps={0}>
          {latestFirst.map((change) => (
            <ChangeItem key={change.id} change={change} />
          ))}
        </List>
      )}
    </Stack>
  );
}
