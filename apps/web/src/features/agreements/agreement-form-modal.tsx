import {
  AGREEMENT_MESSAGES,
  AGREEMENT_TYPES,
  type AgreementDetail,
  type AgreementInput,
  type AgreementPerson,
  agreementDateRange,
  agreementDateTime,
  agreementFormSchema,
  defaultAgreementDateTime,
  employeeFullName,
} from '@kollega/domain';
import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../lib/api';
import { focusFirstError, serverFieldErrors, zodResolver } from '../../lib/form';
import { useEmployees } from '../../lib/shared-api/get-employees';
import { CompactMultiSelect } from '../../ui/compact-multi-select';
import { DateField } from '../../ui/date-field';

type AgreementValues = {
  title: string;
  regardingId: string | null;
  attendeeIds: string[];
  agreementType: string | null;
  date: string | null;
  time: string | null;
  location: string;
};

/** hr-core §9: times of day in 15-minute steps. */
const TIMES = Array.from({ length: 96 }, (_, index) => {
  const hours = String(Math.floor(index / 4)).padStart(2, '0');
  return `${hours}:${String((index % 4) * 15).padStart(2, '0')}`;
});

export type AgreementPrefill = { regardingId?: string; agreementType?: string };

function initialValues(agreement: AgreementDetail | undefined, prefill: AgreementPrefill): AgreementValues {
  if (agreement) {
    const { date, time } = agreementDateTime(agreement.startsAt);
    return {
      title: agreement.title,
      regardingId: agreement.regarding.id,
      attendeeIds: agreement.attendees.flatMap((person) => (person.id ? [person.id] : [])),
      agreementType: agreement.agreementType,
      date,
      time,
      location: agreement.location,
    };
  }
  const now = defaultAgreementDateTime();
  return {
    title: '',
    regardingId: prefill.regardingId ?? null,
    attendeeIds: [],
    agreementType: prefill.agreementType ?? null,
    date: now.date,
    time: now.time,
    location: '',
  };
}

type AgreementFormModalProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  submitLabel: string;
  /** The agreement being edited ('Ret detaljer'); absent for 'Ny aftale'. */
  agreement?: AgreementDetail;
  prefill?: AgreementPrefill;
  pending: boolean;
  onSubmit: (input: AgreementInput, callbacks: { onError: (error: unknown) => void }) => void;
};

/**
 * 'Ny aftale' and 'Ret detaljer' (hr-core §5): Titel, Vedrørende (one active employee), Deltagere, Type, Dato
 * and tidspunkt (now rounded up to the next half hour; 15-minute steps) and Sted.
 */
export function AgreementFormModal({
  opened,
  onClose,
  title,
  submitLabel,
  agreement,
  prefill = {},
  pending,
  onSubmit,
}: AgreementFormModalProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const employees = useEmployees({ enabled: opened });
  const dateRange = agreementDateRange();
  const [failed, setFailed] = useState(false);
  const form = useForm<AgreementValues>({
    mode: 'controlled',
    initialValues: initialValues(agreement, prefill),
    validate: zodResolver(agreementFormSchema),
  });

  // Each opening starts from the agreement or the prefill as they are now (and a fresh default time).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new opening resets the form
  useEffect(() => {
    if (opened) {
      form.setValues(initialValues(agreement, prefill));
      form.resetDirty();
      form.clearErrors();
      setFailed(false);
    }
  }, [opened]);

  // The active employees, plus whoever the agreement already names (an employee who has left since, or one the
  // plan now hides): they may stay on it, and their pill shows their name, not their id.
  const people = useMemo(() => {
    const active = (employees.data?.employees ?? [])
      .filter((employee) => employee.employmentStatus !== 'inactive')
      .map((employee) => ({ value: employee.id, label: employeeFullName(employee) }));
    const withLinked = (linked: AgreementPerson[]) => {
      const options = [...active];
      for (const person of linked) {
        if (person.id && !options.some((option) => option.value === person.id)) {
          options.push({ value: person.id, label: person.name });
        }
      }
      return options;
    };
    return {
      regarding: withLinked(agreement ? [agreement.regarding] : []),
      attendees: withLinked(agreement?.attendees ?? []),
    };
  }, [employees.data, agreement]);

  const submit = form.onSubmit(
    (values) => {
      setFailed(false);
      onSubmit(agreementFormSchema.parse(values), {
        onError: (error) => {
          const fieldErrors = error instanceof ApiError ? serverFieldErrors(error) : {};
          if (Object.keys(fieldErrors).length > 0) {
            form.setErrors(fieldErrors);
            focusFirstError(formRef.current, fieldErrors);
            return;
          }
          setFailed(true);
        },
      });
    },
    (errors) => focusFirstError(formRef.current, errors),
  );

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="lg">
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          {failed ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
              {AGREEMENT_MESSAGES.saveFailed}
            </Alert>
          ) : null}
          <TextInput
            label="Titel"
            name="title"
            withAsterisk
            data-autofocus
            {...form.getInputProps('title')}
          />
          <Select
            label="Vedrørende"
            name="regardingId"
            withAsterisk
            searchable
            data={people.regarding}
            nothingFoundMessage="Ingen medarbejder fundet"
            {...form.getInputProps('regardingId')}
          />
          <CompactMultiSelect
            label="Deltagere"
            name="attendeeIds"
            searchable
            data={people.attendees}
            {...form.getInputProps('attendeeIds')}
          />
          <Select
            label="Type"
            name="agreementType"
            withAsterisk
            data={[...AGREEMENT_TYPES]}
            {...form.getInputProps('agreementType')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {/* Issue 24: the picker offers only the dates the server takes (five years either side of today). */}
            <DateField
              label="Dato"
              name="date"
              withAsterisk
              minDate={dateRange.min}
              maxDate={dateRange.max}
              {...form.getInputProps('date')}
            />
            <Select
              label="Tidspunkt"
              name="time"
              withAsterisk
              searchable
              data={TIMES}
              {...form.getInputProps('time')}
            />
          </SimpleGrid>
          <TextInput label="Sted" name="location" {...form.getInputProps('location')} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Annuller
            </Button>
            <Button type="submit" loading={pending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
