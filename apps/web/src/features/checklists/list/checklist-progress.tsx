import { CHECKLIST_MESSAGES, checklistProgressText } from '@kollega/domain';
import { Badge, Group, Progress, Stack, Text } from '@mantine/core';

/**
 * 'N af M opgaver' with a bar, and whether the item is completed (hr-core §5). A template is never worked
 * through, so it shows only how many tasks it holds, not 'Ikke fuldført 0 af 8' (issue 24).
 */
export function ChecklistProgress({
  taskCount,
  checkedCount,
  completed,
  isTemplate = false,
}: {
  taskCount: number;
  checkedCount: number;
  completed: boolean;
  isTemplate?: boolean;
}) {
  if (isTemplate) return <Text size="sm">{taskCount === 1 ? '1 opgave' : `${taskCount} opgaver`}</Text>;
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
