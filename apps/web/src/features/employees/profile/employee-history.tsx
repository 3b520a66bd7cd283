import { EMPLOYEE_HISTORY_ACTION_LABELS, type EmployeeHistoryResponse } from '@kollega/domain';
import { Button, Group, List, Loader, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { SectionCard } from '../../../ui/section-card';
import { useEmployeeHistory } from '../api/get-employee-history';
import { formatChange, formatHistoryTime } from './history-format';

type Entry = EmployeeHistoryResponse['entries'][number];

function HistoryEntry({ entry }: { entry: Entry }) {
  return (
    <Stack gap={4} component="li">
      <Group gap="xs" wrap="wrap">
        <Text fw={600}>{EMPLOYEE_HISTORY_ACTION_LABELS[entry.action]}</Text>
        {entry.documentName ? <Text c="gray.7">{entry.documentName}</Text> : null}
      </Group>
      <Text size="sm" c="gray.7">
        <time dateTime={entry.at}>{formatHistoryTime(entry.at)}</time> · {entry.actorName}
        {entry.impersonated ? ' (via Kollega-support)' : ''}
      </Text>
      {entry.changes.length > 0 ? (
        <List size="sm" spacing={2}>
          {entry.changes.map((change) => (
            <List.Item key={change.field}>{formatChange(change)}</List.Item>
          ))}
        </List>
      ) : null}
    </Stack>
  );
}

function HistoryBody({ employeeId }: { employeeId: string }) {
  const history = useEmployeeHistory(employeeId);
  // The server sends newest first; sorted again so the order never depends on that.
  const entries = useMemo(
    () => [...(history.data?.entries ?? [])].sort((a, b) => Date.parse(b.at) - Date.parse(a.at)),
    [history.data],
  );

  if (history.isPending) {
    return (
      <Group role="status" gap="sm">
        <Loader size="sm" role="img" aria-label="Indlæser historik" />
      </Group>
    );
  }
  if (history.isError) {
    return (
      <Group gap="sm" role="alert">
        <Text c="red.8">Historikken kunne ikke hentes.</Text>
        <Button variant="subtle" size="compact-sm" onClick={() => void history.refetch()}>
          Prøv igen
        </Button>
      </Group>
    );
  }
  if (entries.length === 0) return <Text c="gray.7">Ingen ændringer endnu.</Text>;
  return (
    <Stack gap="md" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {entries.map((entry) => (
        <HistoryEntry key={entry.id} entry={entry} />
      ))}
    </Stack>
  );
}

/** 'Historik' (admins only, as is the whole page): who changed what on this employee, and when. */
export function EmployeeHistory({ employeeId }: { employeeId: string }) {
  return (
    <SectionCard title="Historik">
      <HistoryBody employeeId={employeeId} />
    </SectionCard>
  );
}
