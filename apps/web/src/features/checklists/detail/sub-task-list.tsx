import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { CHECKLIST_MESSAGES, type ChecklistDetail, type ChecklistTask, type SubTask } from '@kollega/domain';
import { ActionIcon, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconGripVertical, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useCreateSubTask } from '../api/create-sub-task';
import { useDeleteSubTask } from '../api/delete-sub-task';
import { useMoveSubTask } from '../api/move-sub-task';
import { showAtOnce } from '../api/show-at-once';
import { useUpdateSubTask } from '../api/update-sub-task';
import { DANISH_DRAG_INSTRUCTIONS, danishAnnouncements } from './announcements';
import { afterIdOf, moveWithin } from './reorder';
import { TitleForm } from './title-form';

/** The checklist with one task's subtasks changed. */
function withSubTasks(
  checklist: ChecklistDetail,
  taskId: string,
  change: (subTasks: SubTask[]) => SubTask[],
): ChecklistDetail {
  return {
    ...checklist,
    groups: checklist.groups.map((group) => ({
      ...group,
      tasks: group.tasks.map((t) => (t.id === taskId ? { ...t, subTasks: change(t.subTasks) } : t)),
    })),
  };
}

function SubTaskRow({
  checklist,
  taskId,
  sub,
}: {
  checklist: ChecklistDetail;
  taskId: string;
  sub: SubTask;
}) {
  const queryClient = useQueryClient();
  const sortable = useSortable({
    id: sub.id,
    data: { type: 'subtask', label: `delopgaven ${sub.title}` },
    attributes: { roleDescription: 'flytbar delopgave' },
  });
  const update = useUpdateSubTask(checklist.id);
  const remove = useDeleteSubTask(checklist.id);
  // hr-core §8: destructive actions ask first, as a task's delete does ('Bekræft sletning').
  const [confirming, setConfirming] = useState(false);
  return (
    <Group
      ref={sortable.setNodeRef}
      component="li"
      gap="xs"
      wrap="nowrap"
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
    >
      <ActionIcon
        size="sm"
        variant="subtle"
        color="gray"
        aria-label={`Flyt delopgaven ${sub.title}`}
        style={{ cursor: 'grab', touchAction: 'none' }}
        {...sortable.attributes}
        {...sortable.listeners}
      >
        <IconGripVertical size={14} aria-hidden="true" />
      </ActionIcon>
      <Checkbox
        size="sm"
        checked={sub.checked}
        label={sub.title}
        onChange={(event) => {
          const checked = event.currentTarget.checked;
          showAtOnce(queryClient, checklist.id, (old) =>
            withSubTasks(old, taskId, (subTasks) =>
              subTasks.map((other) => (other.id === sub.id ? { ...other, checked } : other)),
            ),
          );
          update.mutate({ subTaskId: sub.id, body: { checked } });
        }}
        style={{ flex: 1 }}
      />
      <ActionIcon
        size="sm"
        variant="subtle"
        color="red"
        aria-label={`Slet delopgaven ${sub.title}`}
        onClick={() => setConfirming(true)}
      >
        <IconX size={14} aria-hidden="true" />
      </ActionIcon>
      <ConfirmDialog
        title={CHECKLIST_MESSAGES.confirmDelete}
        cancelLabel={CHECKLIST_MESSAGES.cancel}
        opened={confirming}
        message={CHECKLIST_MESSAGES.deleteSubTaskConfirm}
        confirmLabel={CHECKLIST_MESSAGES.delete}
        pending={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => remove.mutate(sub.id, { onSettled: () => setConfirming(false) })}
      />
    </Group>
  );
}

/** A task's subtasks: checked or not, reordered by drag and drop within the task, and 'Tilføj delopgave'. */
export function SubTaskList({ checklist, task }: { checklist: ChecklistDetail; task: ChecklistTask }) {
  const queryClient = useQueryClient();
  const create = useCreateSubTask(checklist.id);
  const move = useMoveSubTask(checklist.id);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = task.subTasks.map((sub) => sub.id);
  const describe = (id: string, overId?: string) => {
    const overIndex = overId === undefined ? -1 : ids.indexOf(overId);
    const index = overIndex >= 0 ? overIndex : ids.indexOf(id);
    return index >= 0 ? `plads ${index + 1} af ${ids.length} i opgaven ${task.title}` : null;
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const next = moveWithin(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
    showAtOnce(queryClient, checklist.id, (old) =>
      withSubTasks(old, task.id, (subTasks) => next.flatMap((id) => subTasks.filter((sub) => sub.id === id))),
    );
    move.mutate({ subTaskId: String(active.id), afterId: afterIdOf(next, String(active.id)) });
  };

  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        Delopgaver
      </Text>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements: danishAnnouncements(describe),
          screenReaderInstructions: DANISH_DRAG_INSTRUCTIONS,
        }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {task.subTasks.map((sub) => (
              <SubTaskRow key={sub.id} checklist={checklist} taskId={task.id} sub={sub} />
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
      <TitleForm
        label="Ny delopgave"
        submitLabel="Tilføj delopgave"
        onSubmit={(title) => create.mutateAsync({ taskId: task.id, title })}
      />
    </Stack>
  );
}
