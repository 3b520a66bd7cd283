import { CHECKLIST_MESSAGES, danishToday, formatDate, type MyTask } from '@kollega/domain';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { checklistPath } from '../checklist-paths';

/**
 * The open tasks as a list: each title links to its checklist, where it is ticked off; the due date (red when
 * past), the checklist and whom it concerns beside it. Plain links, so Tab and Enter reach every task.
 */
export function MyTaskList({ tasks }: { tasks: readonly MyTask[] }) {
  const today = danishToday();
  return (
    <Stack
      component="ul"
      gap="sm"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={CHECKLIST_MESSAGES.myTasks}
    >
      {tasks.map((task) => {
        const overdue = task.dueDate !== null && task.dueDate < today;
        return (
          <li key={task.id} data-testid="my-task">
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Anchor
                component={Link}
                to={checklistPath({ id: task.checklist.id, isTemplate: false })}
                fw={600}
                size="sm"
                style={{ overflowWrap: 'anywhere' }}
              >
                {task.title}
              </Anchor>
              <Badge variant="light" color={overdue ? 'red' : task.dueDate ? 'blue' : 'gray'} radius="sm">
                {task.dueDate
                  ? `${overdue ? `${CHECKLIST_MESSAGES.overdue}: ` : ''}${formatDate(task.dueDate)}`
                  : CHECKLIST_MESSAGES.myTasksNoDueDate}
              </Badge>
            </Group>
            <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
              {task.checklist.title}
              {task.checklist.regarding ? ` · ${task.checklist.regarding.name}` : ''}
            </Text>
          </li>
        );
      })}
    </Stack>
  );
}
