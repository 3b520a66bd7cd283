import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  CHECKLIST_MESSAGES,
  type ChecklistDetail,
  type ChecklistTask,
  danishToday,
  formatDate,
  isTaskOverdue,
} from '@kollega/domain';
import { ActionIcon, Badge, Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconGripVertical } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showAtOnce } from '../api/show-at-once';
import { useUpdateTask } from '../api/update-task';
import { TaskDetails } from './task-details';
import classes from './task-row.module.css';

function offsetText(days: number, kind: ChecklistDetail['kind']): string {
  const from = kind === 'onboarding' ? 'startdato' : 'slutdato';
  if (days === 0) return `På ${from}`;
  return `${Math.abs(days)} dage ${days < 0 ? 'før' : 'efter'} ${from}`;
}

/** A task: drag handle, checkbox, due date (overdue marked), assignee, subtasks' progress and its details. */
export function TaskRow({ checklist, task }: { checklist: ChecklistDetail; task: ChecklistTask }) {
  const queryClient = useQueryClient();
  const sortable = useSortable({
    id: task.id,
    data: { type: 'task', label: `opgaven ${task.title}` },
    attributes: { roleDescription: 'flytbar opgave' },
  });
  const update = useUpdateTask(checklist.id);
  const [open, setOpen] = useState(false);
  const overdue = !checklist.isTemplate && isTaskOverdue(task, danishToday());
  const detailsId = `task-details-${task.id}`;
  const subChecked = task.subTasks.filter((sub) => sub.checked).length;

  const toggle = (checked: boolean) => {
    // Shown at once; the server's answer (or its refusal) follows with the refetch.
    showAtOnce(queryClient, checklist.id, (old) => ({
      ...old,
      groups: old.groups.map((group) => ({
        ...group,
        tasks: group.tasks.map((t) => (t.id === task.id ? { ...t, checked } : t)),
      })),
    }));
    update.mutate({ taskId: task.id, body: { checked } });
  };

  return (
    <Paper
      ref={sortable.setNodeRef}
      component="li"
      withBorder
      radius="md"
      p="xs"
      data-testid="checklist-task"
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
        opacity: sortable.isDragging ? 0.6 : 1,
        background: overdue ? 'var(--mantine-color-red-0)' : undefined,
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs" className={classes.row}>
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Flyt opgaven ${task.title}`}
            style={{ cursor: 'grab', touchAction: 'none' }}
            {...sortable.attributes}
            {...sortable.listeners}
          >
            <IconGripVertical size={16} aria-hidden="true" />
          </ActionIcon>
          <Checkbox
            checked={task.checked}
            onChange={(event) => toggle(event.currentTarget.checked)}
            label={task.title}
            description={task.returnsEquipment ? CHECKLIST_MESSAGES.returnsEquipmentNote : undefined}
            styles={{ label: { textDecoration: task.checked ? 'line-through' : undefined } }}
          />
        </Group>
        <Group gap="xs" wrap="nowrap" className={classes.meta}>
          {task.subTasks.length > 0 ? (
            <Text size="xs" c="gray.7">
              {subChecked}/{task.subTasks.length} delopgaver
            </Text>
          ) : null}
          {task.assignedTo ? <Text size="xs">{task.assignedTo.name}</Text> : null}
          {task.dueDate ? (
            <Badge color={overdue ? 'red.9' : 'gray'} variant={overdue ? 'filled' : 'light'}>
              {overdue
                ? `${CHECKLIST_MESSAGES.overdue} ${formatDate(task.dueDate)}`
                : formatDate(task.dueDate)}
            </Badge>
          ) : checklist.isTemplate && task.dueOffsetDays !== null ? (
            <Badge color="gray" variant="outline">
              {offsetText(task.dueOffsetDays, checklist.kind)}
            </Badge>
          ) : null}
          <Button
            size="compact-sm"
            variant="subtle"
            aria-expanded={open}
            aria-controls={detailsId}
            aria-label={`Detaljer for ${task.title}`}
            rightSection={
              open ? (
                <IconChevronUp size={14} aria-hidden="true" />
              ) : (
                <IconChevronDown size={14} aria-hidden="true" />
              )
            }
            onClick={() => setOpen((value) => !value)}
          >
            Detaljer
          </Button>
        </Group>
      </Group>
      {open ? (
        <Stack id={detailsId} mt="sm" pl="xl">
          <TaskDetails checklist={checklist} task={task} />
        </Stack>
      ) : null}
    </Paper>
  );
}
