import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type SettingsSectionProps = {
  /** The heading's id, naming the section for screen readers. */
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
};

/** One card of the settings page, a labelled region with a real heading under the page's h1. */
export function SettingsSection({ id, title, description, children }: SettingsSectionProps) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'sm', xs: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby={id}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4" id={id}>
            {title}
          </Title>
          {description ? (
            <Text size="sm" c="gray.7">
              {description}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
