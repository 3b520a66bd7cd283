import { AGREEMENT_MESSAGES } from '@kollega/domain';
import { Text, Textarea } from '@mantine/core';
import { type RefObject, useEffect, useState } from 'react';
import { SaveStatus } from '../../../ui/save-status';
import { useAutosave } from './use-autosave';

type AutosaveTextProps = {
  label: string;
  description?: string;
  initial: string;
  disabled: boolean;
  savedText: string;
  save: (text: string) => Promise<unknown>;
  /** Set to a function that saves what is pending now and says whether everything typed is saved. */
  flushRef?: RefObject<(() => Promise<boolean>) | null>;
};

/** A text area saved as it is typed, with 'Gemmer...' while saving and the spec's text when saved. */
export function AutosaveText({
  label,
  description,
  initial,
  disabled,
  savedText,
  save,
  flushRef,
}: AutosaveTextProps) {
  const [value, setValue] = useState(initial);
  const { state, change, flush } = useAutosave(save);
  useEffect(() => {
    if (flushRef) flushRef.current = flush;
  }, [flushRef, flush]);
  return (
    <div>
      <Textarea
        label={label}
        description={description}
        value={value}
        disabled={disabled}
        autosize
        minRows={4}
        maxRows={16}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          change(event.currentTarget.value);
        }}
      />
      {state === 'saving' ? (
        <Text size="sm" c="gray.7" role="status" mt={4}>
          {AGREEMENT_MESSAGES.saving}
        </Text>
      ) : (
        <SaveStatus
          state={state === 'saved' ? 'saved' : state === 'failed' ? 'failed' : null}
          savedText={savedText}
          failedText={AGREEMENT_MESSAGES.saveFailed}
        />
      )}
    </div>
  );
}
