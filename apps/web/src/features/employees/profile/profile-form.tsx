import { EMPLOYEE_MESSAGES, type EmployeeDetail, employeeUpdateSchema } from '@kollega/domain';
import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { focusFirstError, serverFieldErrors, zodResolver } from '../../../lib/form';
import { SaveStatus } from '../../../ui/save-status';
import { useRevealCpr } from '../api/reveal-cpr';
import { useUpdateEmployee } from '../api/update-employee';
import { CprField } from './cpr-field';
import { type ProfileFormValues, toFormValues, toSchemaInput, toUpdateBody } from './profile-form-values';
import { ProfileFields } from './profile-sections';

const validateProfile = zodResolver(employeeUpdateSchema);

/**
 * The Profil tab's form (hr-core §3, §5), validated with the server's `employeeUpdateSchema`, every message at
 * once. The photo is saved on its own (EmployeePhoto), never with the form.
 */
export function EmployeeProfileForm({ employee }: { employee: EmployeeDetail }) {
  const formRef = useRef<HTMLFormElement>(null);
  const update = useUpdateEmployee(employee.id);
  const reveal = useRevealCpr(employee.id);
  const [status, setStatus] = useState<'saved' | 'failed' | null>(null);
  // Decided once, on opening: a stored number starts masked; once revealed (or with none stored) the field stays
  // editable, also after a save, so the number the admin typed stays in view.
  const [cprMasked, setCprMasked] = useState(employee.hasCpr);
  const [cprRevealed, setCprRevealed] = useState(false);
  const [revealProblem, setRevealProblem] = useState<string | null>(null);
  const form = useForm<ProfileFormValues>({
    mode: 'controlled',
    initialValues: toFormValues(employee),
    validate: (values) => validateProfile(toSchemaInput(values)),
  });
  const includeCpr = cprRevealed || form.isDirty('cprNumber');

  const revealCpr = () => {
    setRevealProblem(null);
    reveal.mutate(undefined, {
      onSuccess: ({ cprNumber }) => {
        form.setFieldValue('cprNumber', cprNumber);
        setCprRevealed(true);
        setCprMasked(false);
      },
      onError: (error) => {
        // 404: the number was removed meanwhile; there is nothing to hide any more.
        if (error instanceof ApiError && error.status === 404) setCprMasked(false);
        else setRevealProblem(EMPLOYEE_MESSAGES.saveFailed);
      },
    });
  };

  const submit = form.onSubmit(
    (values) => {
      setStatus(null);
      update.mutate(toUpdateBody(values, includeCpr), {
        onSuccess: (saved) => {
          form.setValues({ ...toFormValues(saved), cprNumber: values.cprNumber });
          form.resetDirty();
          setStatus('saved');
        },
        onError: (error) => {
          const fieldErrors = error instanceof ApiError ? serverFieldErrors(error) : {};
          if (Object.keys(fieldErrors).length > 0) {
            form.setErrors(fieldErrors);
            focusFirstError(formRef.current, fieldErrors);
            return;
          }
          setStatus('failed');
        },
      });
    },
    (errors) => focusFirstError(formRef.current, errors),
  );

  const cprInput = form.getInputProps('cprNumber');
  const cprField = (
    <CprField
      masked={cprMasked ? employee.cprMasked : null}
      onReveal={revealCpr}
      revealing={reveal.isPending}
      value={form.values.cprNumber}
      onChange={(value) => form.setFieldValue('cprNumber', value)}
      error={cprMasked ? revealProblem : cprInput.error}
      onFocus={cprInput.onFocus}
      onBlur={cprInput.onBlur}
    />
  );

  return (
    // autoComplete off: the browser must not fill in the admin's own address and phone for an employee.
    <form ref={formRef} onSubmit={submit} noValidate autoComplete="off">
      <Stack gap="xl">
        <ProfileFields form={form} workEmail={employee.email} cprField={cprField} />
        <Group gap="md">
          <Button type="submit" loading={update.isPending}>
            Gem ændringer
          </Button>
          <SaveStatus
            state={status}
            savedText={EMPLOYEE_MESSAGES.saved}
            failedText={EMPLOYEE_MESSAGES.saveFailed}
          />
        </Group>
      </Stack>
    </form>
  );
}
