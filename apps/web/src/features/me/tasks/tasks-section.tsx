import { formatDate, MY_TASK_MESSAGES, type MyChecklistTask } from '@kollega/domain';
import { Checkbox, Stack, Text } from '@mantine/core';
import { ApiError } from '../../../lib/api';
import { ErrorState } from '../../../ui/error-state';
import { PageLoader } from '../../../ui/page-loader';
import { SectionCard } from '../../../ui/section-card';
import { useCheckMyTask, useMyTasks } from '../api/my-tasks';

function details(task: MyChecklistTask): string {
  return [
    task.checklistTitle,
    task.dueDate ? `Frist ${formatDate(task.dueDate)}` : null,
    task.checked && task.completedAt ? `Udført ${formatDate(task.completedAt)}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * 'Mig' → Opgaver (issue 27, decision 041): the checklist tasks whose 'Ansvarlig' is the employee, open ones
 * first, to tick off and untick. An 'Aflevér <item>' task is shown but is the admin's to tick.
 */
export function TasksSection() {
  const tasks = useMyTasks();
  const check = useCheckMyTask();
  const data = tasks.data;
  return (
    <SectionCard title="Opgaver">
      {tasks.isPending ? <PageLoader label="Indlæser opgaver" /> : null}
      {tasks.isError ? (
        <ErrorState message="Opgaverne kunne ikke hentes. Prøv igen." onRetry={() => void tasks.refetch()} />
      ) : null}
      {data && data.tasks.length === 0 ? <Text c="gray.7">{MY_TASK_MESSAGES.empty}</Text> : null}
      {check.isError ? (
        <Text size="sm" c="red.8" role="alert">
          {check.error instanceof ApiError ? check.error.message : 'Der skete en fejl. Prøv igen senere.'}
        </Text>
      ) : null}
      {data && data.tasks.length > 0 ? (
        <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {data.tasks.map((task) => (
            <li key={task.id}>
              <Checkbox
                checked={task.checked}
                disabled={task.returnsEquipment || (check.isPending && check.variables?.taskId === task.id)}
                onChange={(event) => check.mutate({ taskId: task.id, checked: event.currentTarget.checked })}
                label={
                  <Text
                    component="span"
                    td={task.checked ? 'line-through' : undefined}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {task.title}
                  </Text>
                }
                description={
                  <Stack gap={2} component="span">
                    {task.description ? (
                      <Text
                        component="span"
                        size="sm"
                        style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
                      >
                        {task.description}
                      </Text>
                    ) : null}
                    <Text component="span" size="sm" c="gray.7">
                      {details(task)}
                    </Text>
                    {task.returnsEquipment ? (
                      <Text component="span" size="sm" c="gray.7">
                        {MY_TASK_MESSAGES.returnsEquipment}
                      </Text>
                    ) : null}
                  </Stack>
                }
              />
            </li>
          ))}
          {data.total > data.tasks.length ? (
            <Text size="sm" c="gray.7">
              Viser {data.tasks.length} af {data.total} opgaver.
            </Text>
          ) : null}
        </Stack>
      ) : null}
    </SectionCard>
  );
}
