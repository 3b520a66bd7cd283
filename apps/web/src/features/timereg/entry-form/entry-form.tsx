import {
  ENTRY_NOTE_MAX,
  enabledAbsenceTypes,
  isAbsenceType,
  isOptionalAbsenceType,
  newTimeEntrySchema,
  TIME_BANK_MESSAGES,
  TIMEREG_MESSAGES,
  type TimeEntryType,
  type TimeregEmployee,
} from '@kollega/domain';
import { Alert, Button, Checkbox, Group, NativeSelect, Select, Stack, Textarea } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { focusFirstError, serverFieldErrors, zodResolver } from '../../../lib/form';
import { useEmployeeNormSources } from '../../../lib/shared-api/get-employee-timereg-settings';
import { DateField } from '../../../ui/date-field';
import { employeeName } from '../admin/overview/employee-name';
import { useAbsenceTypeSettings, useMyAbsenceTypes } from '../api/absence-types';
import { AbsenceFields } from './absence-fields';
import { failureMessage, needsConfirmation } from './entry-errors';
import {
  type EntryFormValues,
  type EntryRules,
  entryBody,
  entryRules,
  followNorm,
  hasChanges,
  initialType,
  isTimed,
  type NormBasis,
  withType,
} from './entry-form-values';
import { ENTRY_FORM_VARIANTS, type EntryFormVariantName } from './entry-form-variants';
import type { EntrySaver } from './entry-saver';
import { TimeFields } from './time-fields';

export const EMPLOYEE_MISSING = 'Medarbejder mangler';

// The server's own schema judges the body the form would send, so both say the same (CONVENTIONS.md).
const validateBody = zodResolver(newTimeEntrySchema);

type EntryFormProps = {
  initial: EntryFormValues;
  /** The employees to choose from ('Medarbejder' select); without, the entry's employee is fixed. */
  choices?: readonly TimeregEmployee[] | undefined;
  /**
   * The fixed employee's rules when there are no choices: the admin's employee (their settings are fetched), or
   * the employee app's own with their settings (`ownRules`).
   */
  rules?: EntryRules | undefined;
  /** The registration being changed; a new one without. */
  entryId?: string | undefined;
  /** Inline in the registrations modal the day is the modal's; elsewhere the form asks for it. */
  showDate?: boolean;
  /** The admin's form or the employee app's: size and words (entry-form-variants.ts). */
  variant: EntryFormVariantName;
  saver: EntrySaver;
  onSaved: () => void;
  onCancel: () => void;
};

/**
 * 'Ny registrering' and 'Ret registrering' (time-registration §2, §5), the admin's and the employee app's: the
 * employee (admin), type, date or days, times with the break or hours, and a note. The fields follow the type. A
 * refusal keeps everything typed: the server's field messages land on their fields, a 409 says the server's
 * words, anything else the spec's alert.
 */
export function EntryForm({
  initial,
  choices,
  rules: fixedRules,
  entryId,
  showDate = true,
  variant: variantName,
  saver,
  onSaved,
  onCancel,
}: EntryFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const variant = ENTRY_FORM_VARIANTS[variantName];
  const { size } = variant;
  const [failure, setFailure] = useState<string | null>(null);
  // Work and absence on one day (issue 17): the server's question, answered with 'Gem alligevel'.
  const [confirmation, setConfirmation] = useState<{ message: string; save: () => void } | null>(null);
  // Until the admin picks a type, it follows the chosen employee's default (§9).
  const [typeChosen, setTypeChosen] = useState(entryId !== undefined);
  const rulesOf = (values: EntryFormValues) =>
    choices ? choices.find((choice) => choice.id === values.employeeId) : fixedRules;
  const form = useForm<EntryFormValues>({
    mode: 'controlled',
    initialValues: initial,
    validate: (values): FormErrors => ({
      ...(choices && !values.employeeId ? { employeeId: EMPLOYEE_MISSING } : {}),
      ...validateBody(entryBody(values, rulesOf(values))),
    }),
  });
  const values = form.getValues();
  const employeeRules = rulesOf(values);
  // The chosen employee's norm settings: the setting in force on the day gives the defaults and the break. The
  // employee app has its own already (and no employee id).
  const settings = useEmployeeNormSources(values.employeeId).data;
  const rules = useMemo(() => entryRules(employeeRules, settings), [employeeRules, settings]);
  const editing = entryId !== undefined;
  const absence = isAbsenceType(values.type);
  // Issue 34: the optional absence types only when the company uses them (a registration being changed keeps
  // its own type on offer).
  const adminTypes = useAbsenceTypeSettings(variantName === 'admin');
  const myTypes = useMyAbsenceTypes(variantName === 'employee');
  const enabledTypes: readonly string[] =
    variantName === 'admin'
      ? adminTypes.data
        ? enabledAbsenceTypes(adminTypes.data)
        : []
      : (myTypes.data?.types ?? []);
  const typeOptions = variant.typeOptions.filter(
    (option) =>
      !isOptionalAbsenceType(option.value) ||
      enabledTypes.includes(option.value) ||
      (editing && option.value === initial.type),
  );

  // What the defaults shown were worked out from. `initial` may have been made before the settings were there, so
  // it counts as made from the employee list's rules; following from those to the same settings changes nothing.
  const basis = useRef<NormBasis>({ rules: employeeRules, date: initial.date });
  // A registration being changed keeps its times and hours; only the hidden default times of an absence
  // registered with hours follow, for when it is given times.
  const followTimes = !editing || !isTimed(initial);
  const followHours = !editing;
  useEffect(() => {
    const previous = basis.current;
    if (previous.rules === rules && previous.date === values.date) return;
    basis.current = { rules, date: values.date };
    const current = form.getValues();
    const next = followNorm(current, previous, rules, { times: followTimes, hours: followHours });
    if (next !== current) form.setValues(next);
  }, [rules, values.date, form, followTimes, followHours]);

  const refused = (error: unknown, retry?: () => void) => {
    if (retry && needsConfirmation(error)) {
      setConfirmation({ message: error.message, save: retry });
      return;
    }
    const fieldErrors = error instanceof ApiError ? serverFieldErrors(error) : {};
    if (Object.keys(fieldErrors).length > 0) {
      form.setErrors(fieldErrors);
      focusFirstError(formRef.current, fieldErrors);
      return;
    }
    setFailure(failureMessage(error));
  };

  const submit = form.onSubmit(
    (submitted) => {
      setFailure(null);
      setConfirmation(null);
      // The employee of `submitted` is the one shown, whose settings `rules` hold.
      const body = entryBody(submitted, rules);
      const save = (confirmMixedDay: boolean) =>
        saver.save({
          employeeId: submitted.employeeId,
          entryId,
          body: confirmMixedDay ? { ...body, confirmMixedDay } : body,
        });
      const confirmed = () => {
        setConfirmation(null);
        save(true).then(onSaved, (error) => refused(error));
      };
      save(false).then(onSaved, (error) => refused(error, confirmed));
    },
    (errors) => focusFirstError(formRef.current, errors),
  );

  const chooseEmployee = (employeeId: string | null) => {
    const chosen = choices?.find((choice) => choice.id === employeeId);
    const next = { ...form.getValues(), employeeId };
    // The defaults move to the new employee's norm afterwards (the effect above), once their settings are there.
    form.setValues(
      typeChosen || !chosen ? next : withType(next, initialType(chosen), rules, variant.typeChange),
    );
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap={variant.gap}>
        {failure ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
            {failure}
          </Alert>
        ) : null}
        {confirmation ? (
          <Alert color="orange" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
            <Stack gap="xs">
              <span>{confirmation.message}</span>
              <Group gap="sm">
                <Button
                  size="xs"
                  color="orange"
                  c="dark.8"
                  variant="light"
                  onClick={confirmation.save}
                  loading={saver.saving}
                >
                  {TIMEREG_MESSAGES.confirmSave}
                </Button>
                <Button size="xs" variant="default" onClick={() => setConfirmation(null)}>
                  Fortryd
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : null}
        {choices ? (
          <Select
            label="Medarbejder"
            withAsterisk
            searchable
            nothingFoundMessage="Ingen medarbejdere fundet"
            data={choices.map((choice) => ({ value: choice.id, label: employeeName(choice) }))}
            value={values.employeeId}
            onChange={chooseEmployee}
            error={form.errors.employeeId}
            disabled={editing}
            data-name="employeeId"
          />
        ) : null}
        <NativeSelect
          label="Type"
          name="type"
          size={size}
          data={typeOptions}
          value={values.type}
          onChange={(event) => {
            setTypeChosen(true);
            form.setValues(
              withType(
                form.getValues(),
                event.currentTarget.value as TimeEntryType,
                rules,
                variant.typeChange,
              ),
            );
          }}
          error={form.errors.type}
        />
        {showDate ? (
          <DateField
            label={absence && values.multiDay ? 'Fra og med' : 'Dato'}
            name="date"
            size={size}
            withAsterisk
            clearable={false}
            {...form.getInputProps('date')}
          />
        ) : null}
        {absence ? <AbsenceFields form={form} editing={editing} variant={variant} /> : null}
        {isTimed(values) ? <TimeFields form={form} rules={rules} variant={variant} /> : null}
        {values.type === 'overtime' ? (
          // Decision 052: banked overtime is paid with time off ('Afspadsering') instead of money.
          <Checkbox
            label={TIME_BANK_MESSAGES.checkbox}
            name="toTimeBank"
            size={size}
            checked={values.toTimeBank ?? false}
            onChange={(event) => form.setFieldValue('toTimeBank', event.currentTarget.checked)}
          />
        ) : null}
        <Textarea
          label="Note"
          name="note"
          size={size}
          rows={variant.noteRows}
          // No maxLength: a pasted note over the limit is refused with a message, never cut (issue 17).
          description={`${values.note.length} af ${ENTRY_NOTE_MAX} tegn`}
          {...form.getInputProps('note')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" size={size} onClick={onCancel}>
            Annuller
          </Button>
          <Button
            type="submit"
            size={size}
            disabled={editing && !hasChanges(values, initial, rules)}
            loading={saver.saving}
          >
            Gem
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
