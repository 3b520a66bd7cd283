import { Group, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';

type SaveStatusProps = {
  /** 'saved' shows the success text, 'failed' the error text; null shows nothing (but keeps the live region). */
  state: 'saved' | 'failed' | null;
  savedText: string;
  failedText: string;
};

/**
 * The result of a save beside its button, announced to screen readers ('Ændringerne er gemt.'). Teal 9, not green 9:
 * Mantine's green 9 on white is 4.37:1, under WCAG AA's 4.5:1 (axe flags it).
 */
export function SaveStatus({ state, savedText, failedText }: SaveStatusProps) {
  return (
    <div role="status" aria-live="polite">
      {state === 'saved' ? (
        <Group gap={6} wrap="nowrap">
          <IconCircleCheck size={18} stroke={1.75} color="var(--mantine-color-teal-9)" aria-hidden="true" />
          <Text size="sm" fw={500} c="teal.9">
            {savedText}
          </Text>
        </Group>
      ) : null}
      {state === 'failed' ? (
        <Group gap={6} wrap="nowrap">
          <IconAlertCircle size={18} stroke={1.75} color="var(--mantine-color-red-8)" aria-hidden="true" />
          <Text size="sm" fw={500} c="red.8">
            {failedText}
          </Text>
        </Group>
      ) : null}
    </div>
  );
}
