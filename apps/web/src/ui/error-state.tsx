import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

type ErrorStateProps = {
  title?: string;
  /** A Danish message for the user; a generic one when omitted. */
  message?: string | undefined;
  onRetry?: () => void;
};

export function ErrorState({ title = 'Noget gik galt', message, onRetry }: ErrorStateProps) {
  return (
    <Center mih={240} p="md">
      <Stack align="center" gap="sm" maw={420} ta="center" role="alert">
        <IconAlertTriangle size={40} stroke={1.5} aria-hidden="true" color="var(--mantine-color-orange-7)" />
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text c="gray.7">{message ?? 'Siden kunne ikke vises. Prøv igen, eller genindlæs siden.'}</Text>
        {onRetry ? <Button onClick={onRetry}>Prøv igen</Button> : null}
      </Stack>
    </Center>
  );
}
