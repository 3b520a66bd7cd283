import { Text, TextInput } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';

/** The longest break a norm week may have, as the API accepts it (timeLogSettingInputSchema). */
export const MAX_BREAK_MINUTES = 240;

/** The field's message when the break is too long, else null. */
export function breakMinutesError(minutes: number): string | null {
  return minutes > MAX_BREAK_MINUTES ? `Pausen kan højst være ${MAX_BREAK_MINUTES} minutter.` : null;
}

/** What is left of typed or pasted text once everything but digits is removed: 'a3 0' → '30'. */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}

type BreakMinutesInputProps = {
  value: number;
  onChange: (minutes: number) => void;
  label?: string;
  error?: ReactNode;
  disabled?: boolean;
};

/**
 * The break in minutes (time-registration §5, hr-core §5): digits only, shown as 'N min'. The field keeps its own
 * text, so it can be emptied while typing; an empty field counts as 0 and shows 0 once left.
 */
export function BreakMinutesInput({
  value,
  onChange,
  label = 'Pause',
  error,
  disabled,
}: BreakMinutesInputProps) {
  const [text, setText] = useState(String(value));

  // A new value from outside (the form reset, the saved setting arrived) replaces what is shown.
  useEffect(() => {
    setText((shown) => (Number(shown || '0') === value ? shown : String(value)));
  }, [value]);

  return (
    <TextInput
      label={label}
      value={text}
      inputMode="numeric"
      autoComplete="off"
      rightSection={
        <Text size="sm" c="gray.7" aria-hidden="true">
          min
        </Text>
      }
      rightSectionPointerEvents="none"
      description="Antal minutter"
      error={error}
      disabled={disabled}
      w={160}
      onChange={(event) => {
        // Three digits at most: a typo like 3000 shows as 300 (and the too-long error) rather than growing.
        const digits = digitsOnly(event.currentTarget.value).slice(0, 3);
        setText(digits);
        onChange(digits === '' ? 0 : Number(digits));
      }}
      onBlur={() => setText((shown) => (shown === '' ? '0' : String(Number(shown))))}
    />
  );
}
