import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { CHECKLIST_MESSAGES, type ChecklistDetail, type ChecklistGroup } from '@kollega/domain';
import { ActionIcon, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconGripVertical, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useCreateTask } from '../api/create-task';
import { useDeleteGroup } from '../api/delete-group';
import { useRenameGroup } from '../api/rename-group';
import { TaskRow } from './task-row';
import { TitleForm } from './title-form';

/** A group: its title (rename, delete with confirmation), its tasks (sortable, a drop target) and 'Tilføj opgave'. */
export function GroupCard({ checklist, group }: { checklist: ChecklistDetail; group: ChecklistGroup }) {
  const sortable = useSortable({
    id: group.id,
    data: { type: 'group', label: `gruppen ${group.title}` },
    attributes: { roleDescription: 'flytbar gruppe' },
  });
  const body = useDroppable({ id: `body:${group.id}`, data: { type: 'group-body', groupId: group.id } });
  const rename = useRenameGroup(checklist.id);
  const remove = useDeleteGroup(checklist.id);
  const createTask = useCreateTask(checklist.id);
  const [renaming, setRenaming] = useState(false);
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState(false);

  return (
    <Paper
      ref={sortable.setNodeRef}
      withBorder
      radius="lg"
      p="md"
      component="section"
      aria-label={group.title}
      data-testid="checklist-group"
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
        opacity: sortable.isDragging ? 0.6 : 1,
      }}
    >
      <Stack gap="sm">
        {renaming ? (
          <TitleForm
            label="Gruppens titel"
            submitLabel="Gem"
            initial={group.title}
            autoFocus
            onCancel={() => setRenaming(false)}
            onSubmit={(title) =>
              rename.mutateAsync({ groupId: group.id, title }).then(() => setRenaming(false))
            }
          />
        ) : (
          <Group justify="space-between" wrap="nowrap">
            <Group gap="xs" wrap="nowrap">
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Flyt gruppen ${group.title}`}
                style={{ cursor: 'grab', touchAction: 'none' }}
                {...sortable.attributes}
                {...sortable.listeners}
              >
                <IconGripVertical size={18} aria-hidden="true" />
              </ActionIcon>
              <Title order={2} size="h4">
                {group.title}
              </Title>
            </Group>
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                variant="subtle"
                aria-label={`Omdøb gruppen ${group.title}`}
                onClick={() => setRenaming(true)}
              >
                <IconPencil size={18} aria-hidden="true" />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Slet gruppen ${group.title}`}
                onClick={() => setConfirming(true)}
              >
                <IconTrash size={18} aria-hidden="true" />
              </ActionIcon>
            </Group>
          </Group>
        )}
        <div ref={body.setNodeRef} style={{ minHeight: 24 }}>
          <SortableContext items={group.tasks.map((task) => task.id)} strategy={verticalListSortingStrategy}>
            <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {group.tasks.map((task) => (
                <TaskRow key={task.id} checklist={checklist} task={task} />
              ))}
            </Stack>
          </SortableContext>
          {group.tasks.length === 0 ? (
            <Text size="sm" c="gray.7" py={4}>
              Ingen opgaver endnu.
            </Text>
          ) : null}
        </div>
        {adding ? (
          <TitleForm
            label="Ny opgave"
            submitLabel="Tilføj"
            autoFocus
            onCancel={() => setAdding(false)}
            onSubmit={(title) => createTask.mutateAsync({ groupId: group.id, title })}
          />
        ) : (
          <Button
            variant="subtle"
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => setAdding(true)}
            style={{ alignSelf: 'flex-start' }}
            aria-label={`Tilføj opgave til ${group.title}`}
          >
            Tilføj opgave
          </Button>
        )}
      </Stack>
      <ConfirmDialog
        title={CHECKLIST_MESSAGES.confirmDelete}
        cancelLabel={CHECKLIST_MESSAGES.cancel}
        opened={confirming}
        message={CHECKLIST_MESSAGES.deleteGroupConfirm}
        confirmLabel={CHECKLIST_MESSAGES.delete}
        pending={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => remove.mutate(group.id, { onSettled: () => setConfirming(false) })}
      />
    </Paper>
  );
}
