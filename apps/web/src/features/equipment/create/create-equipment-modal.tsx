import {
  EQUIPMENT_MESSAGES,
  type EquipmentDetail,
  employeeFullName,
  equipmentFormSchema,
  equipmentVariantFormSchema,
} from '@kollega/domain';
import type { ComboboxData } from '@mantine/core';
import {
  Alert,
  Button,
  Group,
  Input,
  Loader,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useForm } from '@mantine/form';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { focusFirstError, serverFieldErrors, zodResolver } from '../../../lib/form';
import { useEmployees } from '../../../lib/shared-api/get-employees';
import { DateField } from '../../../ui/date-field';
import { useCreateEquipment } from '../api/create-equipment';
import {
  useCreateEquipmentType,
  useCreateEquipmentVariant,
  useEquipmentType,
  useEquipmentTypes,
} from '../api/equipment-types';
import { CategoryForm } from './category-form';

export type EquipmentValues = {
  equipmentTypeId: string | null;
  equipmentVariantId: string | null;
  assignedToId: string | null;
  serialNumber: string;
  startDate: string | null;
  endDate: string | null;
  notes: string;
};

/** Tildelt: the active employees, and whoever the item is assigned to now. */
export function useAssigneeOptions(enabled: boolean, current: string | null) {
  const employees = useEmployees({ enabled });
  return useMemo(
    () =>
      (employees.data?.employees ?? [])
        .filter((employee) => employee.employmentStatus !== 'inactive' || employee.id === current)
        .map((employee) => ({ value: employee.id, label: employeeFullName(employee) })),
    [employees.data, current],
  );
}

/** 'Tilføj variant' inside a form: a name and a button (hr-core §5: a variant needs a name). */
export function AddVariant({ typeId, onAdded }: { typeId: string; onAdded: (variantId: string) => void }) {
  const create = useCreateEquipmentVariant();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    const parsed = equipmentVariantFormSchema.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? EQUIPMENT_MESSAGES.nameMissing);
      return;
    }
    setError(null);
    create.mutate(
      { typeId, body: parsed.data },
      {
        onSuccess: (type) => {
          const added = type.variants.find((variant) => variant.name === parsed.data.name);
          setName('');
          if (added) onAdded(added.id);
        },
        onError: (failure) =>
          setError(failure instanceof ApiError ? failure.message : EQUIPMENT_MESSAGES.saveFailed),
      },
    );
  };
  return (
    <Group align="flex-end" gap="sm" wrap="nowrap">
      <TextInput
        label="Ny variant"
        placeholder="F.eks. MacBook Air 13"
        value={name}
        error={error}
        onChange={(event) => setName(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            add();
          }
        }}
        style={{ flex: 1 }}
      />
      <Button
        variant="light"
        onClick={add}
        loading={create.isPending}
        leftSection={<IconPlus size={16} aria-hidden="true" />}
      >
        Tilføj variant
      </Button>
    </Group>
  );
}

/**
 * Variant: a Select of the category's variants, or, while it has none, 'Ingen varianter fundet. Har du tilføjet
 * nogen?' (an empty listbox is not accessible), with 'Variant mangler' under either. `null` while the category's
 * variants are read: the empty state would say, wrongly for a moment, that there are none.
 */
export function VariantField({
  variants,
  inputProps,
}: {
  variants: { id: string; name: string }[] | null;
  inputProps: ReturnType<ReturnType<typeof useForm<EquipmentValues>>['getInputProps']>;
}) {
  if (variants === null) {
    return (
      <Select
        label="Variant"
        withAsterisk
        disabled
        placeholder={EQUIPMENT_MESSAGES.variantsLoading}
        data={[]}
        rightSection={<Loader size="xs" aria-hidden="true" />}
      />
    );
  }
  if (variants.length === 0) {
    return (
      <Input.Wrapper label="Variant" withAsterisk error={inputProps.error} data-name="equipmentVariantId">
        <Text size="sm" c="gray.7">
          {EQUIPMENT_MESSAGES.noVariants}
        </Text>
      </Input.Wrapper>
    );
  }
  return (
    <Select
      label="Variant"
      name="equipmentVariantId"
      data-name="equipmentVariantId"
      withAsterisk
      searchable
      data={variants.map((variant) => ({ value: variant.id, label: variant.name }))}
      {...inputProps}
    />
  );
}

/** What the fields use of either form (the two differ only in their validation). */
type EquipmentForm = Pick<UseFormReturnType<EquipmentValues>, 'getInputProps' | 'setFieldValue' | 'values'>;

/**
 * The item's fields after its category, the same in the creation modal's second step and on /udstyr/{id}: Variant
 * (or 'Tilføj variant'), Tildelt, Serienummer, Startdato and Slutdato, Noter.
 */
export function EquipmentDetailFields({
  form,
  variants,
  assignees,
  notesMinRows,
}: {
  form: EquipmentForm;
  /** null while they are read. */
  variants: { id: string; name: string }[] | null;
  assignees: ComboboxData;
  notesMinRows: number;
}) {
  return (
    <>
      <VariantField variants={variants} inputProps={form.getInputProps('equipmentVariantId')} />
      {form.values.equipmentTypeId ? (
        <AddVariant
          typeId={form.values.equipmentTypeId}
          onAdded={(variantId) => form.setFieldValue('equipmentVariantId', variantId)}
        />
      ) : null}
      <Select
        label="Tildelt"
        name="assignedToId"
        data-name="assignedToId"
        placeholder={EQUIPMENT_MESSAGES.notAssigned}
        clearable
        searchable
        data={assignees}
        nothingFoundMessage="Ingen medarbejder fundet"
        {...form.getInputProps('assignedToId')}
      />
      <TextInput label="Serienummer" name="serialNumber" {...form.getInputProps('serialNumber')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <DateField label="Startdato" name="startDate" {...form.getInputProps('startDate')} />
        <DateField label="Slutdato" name="endDate" {...form.getInputProps('endDate')} />
      </SimpleGrid>
      <Textarea label="Noter" name="notes" autosize minRows={notesMinRows} {...form.getInputProps('notes')} />
    </>
  );
}

type CreateEquipmentModalProps = {
  opened: boolean;
  onClose: () => void;
  /** 'Tildel udstyr' on the employee's tab: Tildelt is set. */
  assignedToId?: string | null;
  onCreated: (item: EquipmentDetail) => void;
};

/**
 * The two-step creation modal (hr-core §2): (1) choose a category or add one (name and emoji icon); (2) choose a
 * variant or add one, then Tildelt, serienummer, start- and slutdato and noter. 'Variant mangler' without one.
 */
export function CreateEquipmentModal({
  opened,
  onClose,
  assignedToId = null,
  onCreated,
}: CreateEquipmentModalProps) {
  const [step, setStep] = useState<1 | 2>(1);
  const [addingCategory, setAddingCategory] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const types = useEquipmentTypes({ enabled: opened });
  const createType = useCreateEquipmentType();
  const create = useCreateEquipment();
  const form = useForm<EquipmentValues>({
    mode: 'controlled',
    initialValues: {
      equipmentTypeId: null,
      equipmentVariantId: null,
      assignedToId,
      serialNumber: '',
      startDate: null,
      endDate: null,
      notes: '',
    },
    validate: zodResolver(equipmentFormSchema),
  });
  const type = useEquipmentType(form.values.equipmentTypeId, { enabled: opened && step === 2 });
  const assignees = useAssigneeOptions(opened, assignedToId);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new opening resets the modal
  useEffect(() => {
    if (opened) {
      setStep(1);
      setAddingCategory(false);
      setFailed(null);
      form.setValues({
        equipmentTypeId: null,
        equipmentVariantId: null,
        assignedToId,
        serialNumber: '',
        startDate: null,
        endDate: null,
        notes: '',
      });
      form.clearErrors();
    }
  }, [opened]);

  const chooseType = (typeId: string) => {
    form.setFieldValue('equipmentTypeId', typeId);
    form.setFieldValue('equipmentVariantId', null);
    setStep(2);
  };

  const submit = form.onSubmit(
    (values) => {
      setFailed(null);
      create.mutate(equipmentFormSchema.parse(values), {
        onSuccess: onCreated,
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

  const chosen = type.data;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={step === 1 ? 'Nyt udstyr: vælg kategori' : 'Nyt udstyr: variant og detaljer'}
      centered
      size="lg"
    >
      {step === 1 ? (
        <Stack gap="md">
          {types.data && types.data.items.length > 0 ? (
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" role="list" aria-label="Kategorier">
              {types.data.items.map((item) => (
                <Paper key={item.id} withBorder radius="md" role="listitem">
                  <UnstyledButton onClick={() => chooseType(item.id)} p="sm" w="100%">
                    <Group gap="sm" wrap="nowrap">
                      <span aria-hidden="true" style={{ fontSize: 24 }}>
                        {item.icon}
                      </span>
                      <Text fw={500}>{item.name}</Text>
                    </Group>
                  </UnstyledButton>
                </Paper>
              ))}
            </SimpleGrid>
          ) : types.isPending ? null : (
            <Text c="gray.7">{EQUIPMENT_MESSAGES.emptyTypes}</Text>
          )}
          {addingCategory ? (
            <Paper withBorder radius="md" p="md">
              <CategoryForm
                submitLabel="Tilføj kategori"
                pending={createType.isPending}
                onCancel={() => setAddingCategory(false)}
                onSubmit={(input, { onError }) =>
                  createType.mutate(input, { onSuccess: (created) => chooseType(created.id), onError })
                }
              />
            </Paper>
          ) : (
            <Group>
              <Button
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden="true" />}
                onClick={() => setAddingCategory(true)}
              >
                Tilføj kategori
              </Button>
            </Group>
          )}
        </Stack>
      ) : (
        <form ref={formRef} onSubmit={submit} noValidate>
          <Stack gap="md">
            {failed ? (
              <Alert color="red" variant="light" role="alert">
                {failed}
              </Alert>
            ) : null}
            <Group gap="sm">
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconArrowLeft size={14} aria-hidden="true" />}
                onClick={() => setStep(1)}
              >
                Tilbage
              </Button>
              {chosen ? (
                <Text fw={600}>
                  <span aria-hidden="true">{chosen.icon}</span> {chosen.name}
                </Text>
              ) : null}
            </Group>
            <EquipmentDetailFields
              form={form}
              variants={chosen?.variants ?? (type.isPending ? null : [])}
              assignees={assignees}
              notesMinRows={2}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                Annuller
              </Button>
              <Button type="submit" loading={create.isPending}>
                Opret
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
