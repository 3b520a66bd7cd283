import {
  CHECKLIST_MESSAGES,
  type ChecklistDetail,
  type ChecklistTask,
  DUE_OFFSET_MAX,
  employeeFullName,
} from '@kollega/domain';
import { Button, Group, NumberInput, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useEmployees } from '../../../lib/shared-api/get-employees';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { DateField } from '../../../ui/date-field';
import { useDeleteTask } from '../api/delete-task';
import { useUpdateTask } from '../api/update-task';
import { SubTaskList } from './sub-task-list';

/**
 * A task's fields, each saved on its own when it changes (decision 024: a small write per change): title,
 * description, due date (a template: the offset in days), assignee; its subtasks; and 'Slet' with
 * 'Bekræft sletning'.
 */
export function TaskDetails({ checklist, task }: { checklist: ChecklistDetail; task: ChecklistTask }) {
  const update = useUpdateTask(checklist.id);
  const remove = useDeleteTask(checklist.id);
  const employees = useEmployees();
  const [title, setTitle] = useState(task.title);
  const [description, setDescription] = useState(task.description);
  const [offset, setOffset] = useState<number | string>(task.dueOffsetDays ?? '');
  const [confirming, setConfirming] = useState(false);
  const people = useMemo(
    () =>
      (employees.data?.employees ?? [])
        .filter((employee) => employee.employmentStatus !== 'inactive' || employee.id === task.assignedTo?.id)
        .map((employee) => ({ value: employee.id, label: employeeFullName(employee) })),
    [employees.data, task.assignedTo?.id],
  );
  const save = (body: Parameters<typeof update.mutate>[0]['body']) =>
    update.mutate({ taskId: task.id, body });
  const from = checklist.kind === 'onboarding' ? 'startdato' : 'slutdato';

  return (
    <>
      <TextInput
        label="Titel"
        value={title}
        error={title.trim() === '' ? CHECKLIST_MESSAGES.titleMissing : null}
        onChange={(event) => setTitle(event.currentTarget.value)}
        onBlur={() => {
          if (title.trim() !== '' && title.trim() !== task.title) save({ title: title.trim() });
        }}
      />
      <Textarea
        label="Beskrivelse"
        autosize
        minRows={2}
        value={description}
        onChange={(event) => setDescription(event.currentTarget.value)}
        onBlur={() => {
          if (description !== task.description) save({ description });
        }}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {checklist.isTemplate ? (
          <NumberInput
            label={`Forfald i dage fra ${from}`}
            description="Negativt tal: før. Flyttes til næste hverdag."
            min={-DUE_OFFSET_MAX}
            max={DUE_OFFSET_MAX}
            allowDecimal={false}
            value={offset}
            onChange={setOffset}
            onBlur={() => {
              const next = offset === '' ? null : Number(offset);
              if (next !== task.dueOffsetDays) save({ dueOffsetDays: next });
            }}
          />
        ) : (
          <DateField
            label="Forfaldsdato"
            value={task.dueDate}
            onChange={(date) => save({ dueDate: date ? String(date) : null })}
          />
        )}
        <Select
          label="Ansvarlig"
          placeholder="Ingen"
          clearable
          searchable
          data={people}
          nothingFoundMessage="Ingen medarbejder fundet"
          value={task.assignedTo?.id ?? null}
          onChange={(assignedToId) => save({ assignedToId })}
        />
      </SimpleGrid>
      <SubTaskList checklist={checklist} task={task} />
      <Group justify="flex-end">
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden="true" />}
          onClick={() => setConfirming(true)}
        >
          Slet opgave
        </Button>
      </Group>
      <ConfirmDialog
        title={CHECKLIST_MESSAGES.confirmDelete}
        cancelLabel={CHECKLIST_MESSAGES.cancel}
        opened={confirming}
        message={CHECKLIST_MESSAGES.deleteTaskConfirm}
        confirmLabel={CHECKLIST_MESSAGES.delete}
        pending={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => remove.mutate(task.id, { onSettled: () => setConfirming(false) })}
      />
    </>
  );
}
