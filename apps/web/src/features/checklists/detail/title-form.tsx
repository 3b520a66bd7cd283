import { CHECKLIST_MESSAGES } from '@kollega/domain';
import { Button, Group, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';

type TitleFormProps = {
  label: string;
  submitLabel: string;
  initial?: string;
  /** The write; the field empties once it has succeeded, and keeps the title when it fails (hr-core §8). */
  onSubmit: (title: string) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
};

/**
 * A one-field form for a group's or a task's title: 'Titel mangler' when blank, the button disabled. A failed
 * write (its message is shown by the page) leaves the typed title in the field, so nothing typed is lost.
 */
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
  const [saving, setSaving] = useState(false);
  // The field as it is now, for the answer of a write sent earlier.
  const current = useRef(title);
  current.current = title;
  const blank = title.trim() === '';
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (blank || saving) return;
        const submitted = title.trim();
        setSaving(true);
        onSubmit(submitted).then(
          () => {
            setSaving(false);
            // Emptied unless the next title is already being typed.
            if (current.current.trim() === submitted) {
              setTitle(initial);
              setTouched(false);
            }
          },
          () => setSaving(false),
        );
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
        <Button type="submit" mt={25} disabled={blank} loading={saving}>
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
