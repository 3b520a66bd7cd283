import { Paper, Stack, type StackProps, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/**
 * A titled card on a page: a `<section>` named by its heading (so screen readers list it as a region), the
 * padding the pages share. One place for the look, instead of the same Paper–Stack–Title in every page.
 */
export function SectionCard({
  title,
  gap = 'md',
  children,
}: {
  title: ReactNode;
  gap?: StackProps['gap'];
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby={headingId}
    >
      <Stack gap={gap}>
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
