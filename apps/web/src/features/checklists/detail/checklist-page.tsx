import { CHECKLIST_MESSAGES, formatDate } from '@kollega/domain';
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ErrorState } from '../../../ui/error-state';
import { PageLoader } from '../../../ui/page-loader';
import { usePageTitle } from '../../../ui/page-title';
import { ChecklistWriteErrorContext } from '../api/checklist-write';
import { useCreateGroup } from '../api/create-group';
import { useDeleteChecklist } from '../api/delete-checklist';
import { useChecklist } from '../api/get-checklist';
import { useUpdateChecklist } from '../api/update-checklist';
import { ChecklistFormModal } from '../checklist-form-modal';
import { ChecklistProgress } from '../list/checklist-progress';
import { ChecklistBoard } from './checklist-board';
import { TitleForm } from './title-form';

/**
 * /onboarding-offboarding/{id} and /{id}/template (hr-core §2): title, the 'Skabelon' tag, 'Vedrørende',
 * 'Ret detaljer' and 'Slet', the groups with their tasks and subtasks, and 'Tilføj gruppe'. Every change is
 * saved at once as its own small write.
 */
export function ChecklistPage() {
  const { checklistId } = useParams({ strict: false }) as { checklistId: string };
  const navigate = useNavigate();
  const checklist = useChecklist(checklistId);
  const update = useUpdateChecklist(checklistId);
  const remove = useDeleteChecklist();
  const createGroup = useCreateGroup(checklistId);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [writeError, setWriteError] = useState<string | null>(null);
  usePageTitle(checklist.data?.title ?? CHECKLIST_MESSAGES.pageTitle);

  if (checklist.isPending) return <PageLoader />;
  if (checklist.isError) {
    if (checklist.error instanceof ApiError && checklist.error.status === 404) {
      return (
        <Stack>
          <Text>Tjeklisten findes ikke.</Text>
          <Link to={paths.checklists}>Tilbage til {CHECKLIST_MESSAGES.pageTitle}</Link>
        </Stack>
      );
    }
    return <ErrorState onRetry={() => void checklist.refetch()} />;
  }
  const item = checklist.data;

  return (
    <ChecklistWriteErrorContext.Provider value={setWriteError}>
      <Stack gap="lg">
        {/* Issue 24: styled as the other back links (employee and company pages). */}
        <Group>
          <Anchor component={Link} to={paths.checklists} size="sm">
            <Group gap={4} component="span" wrap="nowrap">
              <IconArrowLeft size={16} aria-hidden="true" />
              {CHECKLIST_MESSAGES.pageTitle}
            </Group>
          </Anchor>
        </Group>
        <Group justify="space-between" align="flex-start">
          <Stack gap={6}>
            <Group gap="sm">
              <Title order={1}>{item.title}</Title>
              {item.isTemplate ? <Badge variant="outline">{CHECKLIST_MESSAGES.templateTag}</Badge> : null}
              {item.autoStart ? <Badge variant="light">{CHECKLIST_MESSAGES.autoStartTag}</Badge> : null}
              <Badge variant="light" color="gray">
                {item.kind === 'onboarding'
                  ? CHECKLIST_MESSAGES.tabOnboarding
                  : CHECKLIST_MESSAGES.tabOffboarding}
              </Badge>
            </Group>
            {item.isTemplate ? null : (
              <Text>
                {CHECKLIST_MESSAGES.regarding}: {item.regarding?.name ?? 'Ingen'}
                {item.date ? ` · ${formatDate(item.date)}` : ''}
              </Text>
            )}
          </Stack>
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden="true" />}
              onClick={() => setEditing(true)}
            >
              {CHECKLIST_MESSAGES.editDetails}
            </Button>
            <Button
              variant="default"
              leftSection={<IconTrash size={16} color="var(--mantine-color-red-8)" aria-hidden="true" />}
              onClick={() => setConfirming(true)}
            >
              {CHECKLIST_MESSAGES.delete}
            </Button>
          </Group>
        </Group>
        <Paper withBorder radius="lg" p="md" data-testid="checklist-progress">
          <ChecklistProgress {...item} />
        </Paper>
        {writeError ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle aria-hidden="true" />}
            role="alert"
            withCloseButton
            closeButtonLabel="Luk"
            onClose={() => setWriteError(null)}
          >
            {writeError}
          </Alert>
        ) : null}
        {item.groups.length === 0 ? (
          <Paper withBorder radius="lg" p="xl">
            <Text ta="center">Ingen grupper endnu. Tilføj den første nedenfor.</Text>
          </Paper>
        ) : (
          <ChecklistBoard checklist={item} />
        )}
        <Paper withBorder radius="lg" p="md">
          <TitleForm
            label="Ny gruppe"
            submitLabel={CHECKLIST_MESSAGES.addGroup}
            onSubmit={(title) => createGroup.mutateAsync(title)}
          />
        </Paper>
      </Stack>
      <ChecklistFormModal
        opened={editing}
        onClose={() => setEditing(false)}
        title={CHECKLIST_MESSAGES.editDetails}
        submitLabel="Gem"
        kind={item.kind}
        isTemplate={item.isTemplate}
        checklist={item}
        pending={update.isPending}
        onSubmit={(input, { onError }) =>
          update.mutate(
            {
              title: input.title,
              regardingId: input.regardingId,
              date: input.date,
              autoStart: input.autoStart,
            },
            { onSuccess: () => setEditing(false), onError },
          )
        }
      />
      <ConfirmDialog
        title={CHECKLIST_MESSAGES.confirmDelete}
        cancelLabel={CHECKLIST_MESSAGES.cancel}
        opened={confirming}
        message={CHECKLIST_MESSAGES.deleteChecklistConfirm}
        confirmLabel={CHECKLIST_MESSAGES.delete}
        pending={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(item.id, {
            onSuccess: async () => {
              setConfirming(false);
              await navigate({ to: paths.checklists });
            },
            onError: () => {
              setConfirming(false);
              setWriteError(CHECKLIST_MESSAGES.saveFailed);
            },
          })
        }
      />
    </ChecklistWriteErrorContext.Provider>
  );
}
