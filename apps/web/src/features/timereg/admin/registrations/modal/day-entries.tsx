import {
  type IsoDate,
  TIMEREG_MESSAGES,
  type TimeEntryDto,
  type TimeLogSettingSources,
  type TimeregEmployee,
} from '@kollega/domain';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useDeleteEntry } from '../../../api/delete-entry';
import { failureMessage } from '../../../entry-form/entry-errors';
import { EntryForm } from '../../../entry-form/entry-form';
import { editEntryValues, entryRules, newEntryValues } from '../../../entry-form/entry-form-values';
import { useSaveEntry } from '../use-save-entry';
import { DeleteConfirm } from './delete-confirm';
import { EntryItem } from './entry-item';

type DayEntriesProps = {
  employee: TimeregEmployee;
  /** The employee's norm settings, for a new registration's defaults; null while they load. */
  settings: TimeLogSettingSources | null;
  date: IsoDate;
  entries: readonly TimeEntryDto[];
  /** An approved or locked week: no add, edit or delete (time-registration §4). */
  locked: boolean;
};

/** What the list is doing: showing, changing one entry, asking before deleting one, or adding one. */
type Mode =
  | { kind: 'list' }
  | { kind: 'edit'; id: string }
  | { kind: 'delete'; id: string }
  | { kind: 'add' };

/**
 * The day's registrations in the modal (time-registration §2 day mode): each with edit and delete, and 'Ny
 * registrering' opening the add form in place (hidden for inactive employees, who register no more time).
 */
export function DayEntries({ employee, settings, date, entries, locked }: DayEntriesProps) {
  const rules = entryRules(employee, settings);
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const remove = useDeleteEntry();
  const saver = useSaveEntry();
  const toList = () => {
    setDeleteError(null);
    setMode({ kind: 'list' });
  };
  const confirmDelete = (id: string) =>
    remove.mutate(id, {
      onSuccess: toList,
      onError: (error) => setDeleteError(failureMessage(error, TIMEREG_MESSAGES.deleteFailed)),
    });

  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        Registreringer
      </Title>
      {entries.length === 0 ? (
        <Text size="sm" c="gray.7">
          Ingen registreringer denne dag.
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {entries.map((entry) => {
            if (!locked && mode.kind === 'edit' && mode.id === entry.id) {
              return (
                <Paper
                  key={entry.id}
                  withBorder
                  radius="md"
                  p="sm"
                  component="li"
                  aria-label="Ret registrering"
                >
                  <EntryForm
                    initial={editEntryValues(entry, employee.id, rules)}
                    rules={employee}
                    entryId={entry.id}
                    variant="admin"
                    saver={saver}
                    onSaved={toList}
                    onCancel={toList}
                  />
                </Paper>
              );
            }
            if (!locked && mode.kind === 'delete' && mode.id === entry.id) {
              return (
                <DeleteConfirm
                  key={entry.id}
                  busy={remove.isPending}
                  error={deleteError}
                  onConfirm={() => confirmDelete(entry.id)}
                  onCancel={toList}
                />
              );
            }
            return (
              <EntryItem
                key={entry.id}
                entry={entry}
                readOnly={locked}
                onEdit={() => setMode({ kind: 'edit', id: entry.id })}
                onDelete={() => {
                  setDeleteError(null);
                  setMode({ kind: 'delete', id: entry.id });
                }}
              />
            );
          })}
        </Stack>
      )}
      {locked || employee.inactive ? null : mode.kind === 'add' ? (
        <Paper withBorder radius="md" p="sm" component="section" aria-label="Ny registrering">
          <EntryForm
            initial={newEntryValues(employee, date, rules)}
            rules={employee}
            showDate={false}
            variant="admin"
            saver={saver}
            onSaved={toList}
            onCancel={toList}
          />
        </Paper>
      ) : (
        <Anchor component="button" type="button" size="sm" fw={600} onClick={() => setMode({ kind: 'add' })}>
          <IconPlus size={14} aria-hidden="true" style={{ verticalAlign: 'middle', marginRight: 4 }} />
          Ny registrering
        </Anchor>
      )}
    </Stack>
  );
}
