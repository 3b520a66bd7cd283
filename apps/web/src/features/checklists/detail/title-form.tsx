import { CHECKLIST_MESSAGES } from '@kollega/domain';
import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';

type TitleFormProps = {
  label: string;
  submitLabel: string;
  initial?: string;
  onSubmit: (title: string) => void;
  onCancel?: () => void;
  autoFocus?: boolean;
};

/** A one-field form for a group's or a task's title: 'Titel mangler' when blank, the button disabled. */
export function TitleForm({
  label,
  submitLabel,
  initial = '',
  onSubmit,
  onCancel,
  autoFocus,
}: TitleFormProps) {
  const [title, setTitle] = useState(initial);
  const [touched, setTouched] = useState(false);
  const blank = title.trim() === '';
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (blank) return;
        onSubmit(title.trim());
        setTitle(initial);
        setTouched(false);
      }}
    >
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          label={label}
          value={title}
          autoFocus={autoFocus}
          onChange={(event) => {
            setTitle(event.currentTarget.value);
            setTouched(true);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && onCancel) onCancel();
          }}
          error={touched && blank ? CHECKLIST_MESSAGES.titleMissing : null}
          style={{ flex: 1 }}
        />
        <Button type="submit" mt={25} disabled={blank}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button mt={25} variant="default" onClick={onCancel}>
            {CHECKLIST_MESSAGES.cancel}
          </Button>
        ) : null}
      </Group>
    </form>
  );
}
