import { CHECKLIST_MESSAGES } from '@kollega/domain';
import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { paths } from '../../../lib/paths';
import { useMyTasks } from '../api/get-my-tasks';
import { MyTaskList } from './my-task-list';

/** How many of one's tasks the dashboard shows; the page has them all. */
const BLOCK_TASKS = 5;

/** The dashboard's 'Mine opgaver' block (decision 048): the first few open tasks and a link to the page. */
export function MyTasksBlock() {
  const tasks = useMyTasks();
  return (
    <Paper
      withBorder
      radius="lg"
      p="lg"
      component="section"
      aria-labelledby="dashboard-mine-opgaver"
      aria-busy={tasks.isPending}
      data-testid="dashboard-mine-opgaver"
    >
      <Stack gap="sm" h="100%">
        <Title order={2} size="h4" id="dashboard-mine-opgaver">
          {CHECKLIST_MESSAGES.myTasks}
        </Title>
        {tasks.isPending ? (
          <Stack gap={8}>
            <Skeleton height={14} radius="sm" />
            <Skeleton height={14} radius="sm" width="80%" />
          </Stack>
        ) : tasks.isError ? (
          <Text size="sm" c="gray.7">
            Kunne ikke hentes lige nu.
          </Text>
        ) : tasks.data.items.length === 0 ? (
          <Text size="sm" c="gray.7">
            {CHECKLIST_MESSAGES.myTasksEmpty}
          </Text>
        ) : (
          <MyTaskList tasks={tasks.data.items.slice(0, BLOCK_TASKS)} />
        )}
        <Group mt="auto">
          <Anchor component={Link} to={paths.myTasks} fw={600} size="sm">
            {CHECKLIST_MESSAGES.myTasksAll}
            <IconChevronRight size={14} aria-hidden="true" style={{ verticalAlign: '-0.125em' }} />
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
