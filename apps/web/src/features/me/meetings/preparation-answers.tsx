import { formatDate, formatTimeOfDay, preparationAnswers, type SavedPreparation } from '@kollega/domain';
import { Stack, Text } from '@mantine/core';

/** A saved preparation, read-only: each question with its answer ('–' when left empty). */
export function PreparationAnswers({ preparation }: { preparation: SavedPreparation }) {
  return (
    <Stack gap="xs">
      {preparationAnswers(preparation.answers).map((answer) => (
        <div key={answer.label}>
          <Text size="sm" fw={600}>
            {answer.label}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {answer.text || '–'}
          </Text>
        </div>
      ))}
      <Text size="xs" c="gray.7">
        Gemt {formatDate(preparation.preparedAt)} kl. {formatTimeOfDay(preparation.preparedAt)}
      </Text>
    </Stack>
  );
}
