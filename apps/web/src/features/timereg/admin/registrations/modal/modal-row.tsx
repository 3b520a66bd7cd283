import { Box, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type ModalRowProps = {
  label: string;
  /** The id of the field the label names, making it the field's <label>. */
  labelFor?: string;
  children: ReactNode;
};

/** One labelled row of the registrations modal (Status, Dato, Medarbejder, Normtid): label left, value right. */
export function ModalRow({ label, labelFor, children }: ModalRowProps) {
  return (
    <Box style={{ display: 'grid', gridTemplateColumns: '120px 1fr', alignItems: 'center', gap: 12 }}>
      {labelFor ? (
        <Text component="label" htmlFor={labelFor} size="sm" fw={600}>
          {label}
        </Text>
      ) : (
        <Text size="sm" fw={600}>
          {label}
        </Text>
      )}
      <div>{children}</div>
    </Box>
  );
}
