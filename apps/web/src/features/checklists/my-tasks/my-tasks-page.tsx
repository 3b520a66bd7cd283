import { CHECKLIST_MESSAGES } from '@kollega/domain';
import { Alert, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../../ui/page-title';
import { useMyTasks } from '../api/get-my-tasks';
import { MyTaskList } from './my-task-list';

/** /mine-opgaver (decision 048): every admin's own open checklist tasks, due dates first. */
export function MyTasksPage() {
  usePageTitle(CHECKLIST_MESSAGES.myTasks);
  const tasks = useMyTasks();
  return (
    <Stack gap="lg">
      <Title order={1}>{CHECKLIST_MESSAGES.myTasks}</Title>
      <Paper withBorder radius="lg" p="lg" aria-busy={tasks.isPending}>
        {tasks.isPending ? (
          <Stack gap={8} data-testid="my-tasks-loading">
            <Skeleton height={16} radius="sm" />
            <Skeleton height={16} radius="sm" width="80%" />
            <Skeleton height={16} radius="sm" width="60%" />
          </Stack>
        ) : tasks.isError ? (
          <Alert color="red">{CHECKLIST_MESSAGES.saveFailed}</Alert>
        ) : tasks.data.items.length === 0 ? (
          <Text c="gray.7">{CHECKLIST_MESSAGES.myTasksEmpty}</Text>
        ) : (
          <Stack gap="sm">
            <MyTaskList tasks={tasks.data.items} />
            {tasks.data.total > tasks.data.items.length ? (
              <Text size="sm" c="gray.7">
                {`Viser ${tasks.data.items.length} af ${tasks.data.total} opgaver.`}
              </Text>
            ) : null}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
