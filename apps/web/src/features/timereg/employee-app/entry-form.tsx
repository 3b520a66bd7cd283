import {
  isAbsenceType,
  newTimeEntrySchema,
  TIMEREG_MESSAGES,
  type TimeEntryType,
  type TimeLogSettingSources,
} from '@kollega/domain';
import { Alert, Button, Group, NativeSelect, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { focusFirstError, serverFieldErrors, zodResolver } from '../../../lib/form';
import { DateField } from '../../../ui/date-field';
import { useAddMyEntry } from '../api/add-my-entry';
import { useUpdateMyEntry } from '../api/update-my-entry';
import { AbsenceFields } from './absence-fields';
import { failureMessage } from './entry-errors';
import { type EntryFormValues, entryBody, isTimed, withType } from './entry-form-values';
import { ENTRY_TYPE_LABELS, ENTRY_TYPE_ORDER } from './entry-labels';
import { TimeFields } from './time-fields';

const TYPE_OPTIONS = ENTRY_TYPE_ORDER.map((type) => ({ value: type, label: ENTRY_TYPE_LABELS[type] }));

// The server's own schema judges the body the form would send, so both say the same (CONVENTIONS.md).
const validateBody = zodResolver(newTimeEntrySchema);

type EntryFormProps = {
  initial: EntryFormValues;
  /** The employee's norm settings (GET /api/me/timereg): the break and pay form of the chosen day. */
  settings: TimeLogSettingSources;
  /** The registration being changed; a new one without. */
  entryId?: string | undefined;
  onSaved: () => void;
  onCancel: () => void;
};

/** Compares what would be sent, so a change that sends nothing different does not count (§5: save disabled). */
function sameBody(a: EntryFormValues, b: EntryFormValues, settings: TimeLogSettingSources): boolean {
  return JSON.stringify(entryBody(a, settings)) === JSON.stringify(entryBody(b, settings));
}

/**
 * 'Ny registrering' and 'Ret registrering' (time-registration §5). The fields follow the type: times with the
 * break for work and overtime, days or hours for an absence. A refusal keeps everything typed: field messages
 * from the server land on their fields, a locked week says so, anything else shows the spec's alert.
 */
export function EntryForm({ initial, settings, entryId, onSaved, onCancel }: EntryFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const add = useAddMyEntry();
  const update = useUpdateMyEntry(entryId ?? '');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<EntryFormValues>({
    mode: 'controlled',
    initialValues: initial,
    validate: (values) => validateBody(entryBody(values, settings)),
  });
  const values = form.getValues();
  const editing = entryId !== undefined;
  const absence = isAbsenceType(values.type);

  const refused = (error: unknown) => {
    const fieldErrors = error instanceof ApiError ? serverFieldErrors(error) : {};
    if (Object.keys(fieldErrors).length > 0) {
      form.setErrors(fieldErrors);
      focusFirstError(formRef.current, fieldErrors);
      return;
    }
    setFailure(failureMessage(error, TIMEREG_MESSAGES.addFailed));
  };

  const submit = form.onSubmit(
    (submitted) => {
      setFailure(null);
      const body = entryBody(submitted, settings);
      if (editing) update.mutate(body, { onSuccess: onSaved, onError: refused });
      else add.mutate(body, { onSuccess: onSaved, onError: refused });
    },
    (errors) => focusFirstError(formRef.current, errors),
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
            {failure}
          </Alert>
        ) : null}
        <NativeSelect
          label="Type"
          name="type"
          size="md"
          data={TYPE_OPTIONS}
          value={values.type}
          onChange={(event) =>
            form.setValues(withType(form.getValues(), event.currentTarget.value as TimeEntryType, settings))
          }
          error={form.errors.type}
        />
        <DateField
          label={absence && values.multiDay ? 'Fra og med' : 'Dato'}
          name="date"
          size="md"
          withAsterisk
          clearable={false}
          {...form.getInputProps('date')}
        />
        {absence ? <AbsenceFields form={form} editing={editing} /> : null}
        {isTimed(values) && !(absence && values.multiDay) ? (
          <TimeFields form={form} settings={settings} />
        ) : null}
        <Textarea
          label="Note"
          name="note"
          size="md"
          rows={3}
          maxLength={1000}
          {...form.getInputProps('note')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" size="md" onClick={onCancel}>
            Annuller
          </Button>
          <Button
            type="submit"
            size="md"
            disabled={editing && sameBody(values, initial, settings)}
            loading={add.isPending || update.isPending}
          >
            Gem
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
