import {
  EQUIPMENT_MESSAGES,
  type EquipmentTypeDetail,
  type EquipmentTypeInput,
  equipmentTypeFormSchema,
} from '@kollega/domain';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { focusFirstError, serverFieldErrors, zodResolver } from '../../../lib/form';
import { IconPicker } from './icon-picker';

type CategoryFormProps = {
  initial?: { name: string; icon: string };
  submitLabel: string;
  pending: boolean;
  onSubmit: (
    input: EquipmentTypeInput,
    callbacks: { onError: (error: unknown) => void; onSuccess?: (type: EquipmentTypeDetail) => void },
  ) => void;
  onCancel?: () => void;
};

/** A category's name ('Navn mangler') and emoji icon: adding one in the modal, and editing one. */
export function CategoryForm({ initial, submitLabel, pending, onSubmit, onCancel }: CategoryFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const form = useForm<{ name: string; icon: string | null }>({
    mode: 'controlled',
    initialValues: { name: initial?.name ?? '', icon: initial?.icon ?? null },
    validate: zodResolver(equipmentTypeFormSchema),
  });
  const submit = form.onSubmit(
    (values) => {
      setFailed(null);
      onSubmit(equipmentTypeFormSchema.parse(values), {
        onError: (error) => {
          const fieldErrors = error instanceof ApiError ? serverFieldErrors(error) : {};
          if (Object.keys(fieldErrors).length > 0) {
            form.setErrors(fieldErrors);
            focusFirstError(formRef.current, fieldErrors);
            return;
          }
          setFailed(
            error instanceof ApiError && error.isClientError ? error.message : EQUIPMENT_MESSAGES.saveFailed,
          );
        },
      });
    },
    (errors) => focusFirstError(formRef.current, errors),
  );
  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="sm">
        {failed ? (
          <Alert color="red" variant="light" role="alert">
            {failed}
          </Alert>
        ) : null}
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <IconPicker
            value={form.values.icon}
            onChange={(emoji) => form.setFieldValue('icon', emoji)}
            error={form.errors.icon}
          />
          <TextInput
            label="Navn"
            name="name"
            withAsterisk
            style={{ flex: 1 }}
            {...form.getInputProps('name')}
          />
        </Group>
        <Group justify="flex-end" gap="sm">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              Annuller
            </Button>
          ) : null}
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
