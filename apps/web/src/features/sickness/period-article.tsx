import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/** One period in a list (a sick period, a Barsel period), a bordered card named for a screen reader. */
export function PeriodArticle({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={label}>
      {children}
    </Paper>
  );
}
