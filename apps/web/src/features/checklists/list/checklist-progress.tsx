import { CHECKLIST_MESSAGES, checklistProgressText } from '@kollega/domain';
import { Badge, Group, Progress, Stack, Text } from '@mantine/core';

/** 'N af M opgaver' with a bar, and whether the item is completed (hr-core §5). */
export function ChecklistProgress({
  taskCount,
  checkedCount,
  completed,
}: {
  taskCount: number;
  checkedCount: number;
  completed: boolean;
}) {
  const text = checklistProgressText(checkedCount, taskCount);
  return (
    <Stack gap={4} miw={160}>
      <Group gap="xs" wrap="nowrap">
        <Text size="sm">{text}</Text>
        {completed ? (
          <Badge color="teal.9" variant="filled">
            {CHECKLIST_MESSAGES.completed}
          </Badge>
        ) : (
          <Badge color="gray" variant="default">
            {CHECKLIST_MESSAGES.notCompleted}
          </Badge>
        )}
      </Group>
      <Progress value={taskCount === 0 ? 0 : (checkedCount / taskCount) * 100} aria-label={text} size="sm" />
    </Stack>
  );
}
