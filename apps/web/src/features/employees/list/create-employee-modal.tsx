import { EMPLOYEE_MESSAGES, latestStartDate, newEmployeeSchema } from '@kollega/domain';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { focusFirstError, serverFieldErrors, zodResolver } from '../../../lib/form';
import { employeePath } from '../../../lib/paths';
import { DateField } from '../../../ui/date-field';
import { useCreateEmployee } from '../api/create-employee';

type NewEmployeeValues = {
  firstName: string;
  lastName: string;
  jobPosition: string;
  email: string;
  /** 'YYYY-MM-DD', or null while the date field is empty. */
  startDate: string | null;
};

const EMPTY: NewEmployeeValues = { firstName: '', lastName: '', jobPosition: '', email: '', startDate: null };

type CreateEmployeeModalProps = {
  opened: boolean;
  onClose: () => void;
  /** The server says the plan's limit is reached (someone else created one meanwhile): show the upgrade modal. */
  onLimitReached: () => void;
};

/**
 * 'Opret medarbejder' (hr-core §5): name, job title, work e-mail and start date. The form lives outside the
 * modal's content, so closing the modal (or a refusal that swaps it for the upgrade modal) keeps what was typed.
 */
export function CreateEmployeeModal({ opened, onClose, onLimitReached }: CreateEmployeeModalProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  const create = useCreateEmployee();
  const [failed, setFailed] = useState(false);
  const form = useForm<NewEmployeeValues>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: zodResolver(newEmployeeSchema),
  });

  const refused = (error: unknown) => {
    if (error instanceof ApiError && error.is('EMAIL_IN_USE')) {
      form.setFieldError('email', EMPLOYEE_MESSAGES.emailInUse);
      focusFirstError(formRef.current, { email: EMPLOYEE_MESSAGES.emailInUse });
      return;
    }
    if (error instanceof ApiError && error.is('EMPLOYEE_LIMIT_REACHED')) {
      onLimitReached();
      return;
    }
    const fieldErrors = error instanceof ApiError ? serverFieldErrors(error) : {};
    if (Object.keys(fieldErrors).length > 0) {
      form.setErrors(fieldErrors);
      focusFirstError(formRef.current, fieldErrors);
      return;
    }
    setFailed(true);
  };

  const submit = form.onSubmit(
    (values) => {
      setFailed(false);
      // Trimmed, and the e-mail lower-cased, exactly as the server will store them.
      const body = newEmployeeSchema.parse(values);
      create.mutate(body, {
        onSuccess: async ({ employeeId }) => {
          form.reset();
          onClose();
          await navigate({ to: employeePath(employeeId) });
        },
        onError: refused,
      });
    },
    (errors) => focusFirstError(formRef.current, errors),
  );

  return (
    <Modal opened={opened} onClose={onClose} title="Opret medarbejder" centered size="lg">
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          {failed ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
              {EMPLOYEE_MESSAGES.createFailed}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Fornavn"
              name="firstName"
              autoComplete="off"
              withAsterisk
              data-autofocus
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label="Efternavn"
              name="lastName"
              autoComplete="off"
              withAsterisk
              {...form.getInputProps('lastName')}
            />
          </SimpleGrid>
          <TextInput
            label="Arbejdstitel"
            name="jobPosition"
            autoComplete="off"
            withAsterisk
            {...form.getInputProps('jobPosition')}
          />
          <TextInput
            label="Email"
            name="email"
            type="email"
            autoComplete="off"
            description="Medarbejderens arbejdsmail. Den kan ikke ændres senere."
            withAsterisk
            {...form.getInputProps('email')}
          />
          <DateField
            label="Ansættelsesdato"
            name="startDate"
            withAsterisk
            // Issue 24: the picker stops where the server's bound does (at most a year ahead).
            maxDate={latestStartDate()}
            {...form.getInputProps('startDate')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Annuller
            </Button>
            <Button type="submit" loading={create.isPending}>
              Opret medarbejder
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
