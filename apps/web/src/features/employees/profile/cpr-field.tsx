import { formatCprInput } from '@kollega/domain';
import { Button, Flex, TextInput } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import type { ClipboardEvent, ReactNode } from 'react';

type CprFieldProps = {
  /** 'DDMMYY-••••' while the stored number is hidden; null once it is revealed, or when there is none. */
  masked: string | null;
  onReveal: () => void;
  revealing: boolean;
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  onFocus?: () => void;
  onBlur?: () => void;
};

/**
 * hr-core §5 CPR-nummer: shown masked until the admin asks to see it (the server audit-logs that); editable after
 * that, or at once when none is registered. Typing and pasting both format to DDMMYY-XXXX, at most 10 digits.
 */
export function CprField({
  masked,
  onReveal,
  revealing,
  value,
  onChange,
  error,
  onFocus,
  onBlur,
}: CprFieldProps) {
  if (masked !== null) {
    return (
      // On a phone the button goes under the field: beside it, the field and its description were squeezed to
      // a few words a line (issue 24).
      <Flex gap="sm" direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'flex-end' }}>
        <TextInput
          label="CPR-nummer"
          value={masked}
          readOnly
          variant="filled"
          error={error}
          flex={1}
          description="Vises skjult. Visning af det fulde nummer bliver logget."
        />
        <Button
          variant="light"
          leftSection={<IconEye size={18} aria-hidden="true" />}
          onClick={onReveal}
          loading={revealing}
          mb={error ? 22 : 0}
        >
          Vis CPR-nummer
        </Button>
      </Flex>
    );
  }

  // A paste is formatted as a whole, so '010190 1234' or '010190-1234 ' from another document lands as one
  // number instead of being cut by the browser first.
  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const input = event.currentTarget;
    const pasted = event.clipboardData.getData('text');
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? input.value.length;
    onChange(formatCprInput(input.value.slice(0, start) + pasted + input.value.slice(end)));
  };

  return (
    <TextInput
      label="CPR-nummer"
      name="cprNumber"
      placeholder="DDMMÅÅ-XXXX"
      inputMode="numeric"
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(formatCprInput(event.currentTarget.value))}
      onPaste={paste}
      onFocus={onFocus}
      onBlur={onBlur}
      error={error}
    />
  );
}
