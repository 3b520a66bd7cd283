import { EQUIPMENT_MESSAGES, type EquipmentDetail, equipmentFormSchema } from '@kollega/domain';
import { Alert, Anchor, Button, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, Navigate, useNavigate, useParams } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { focusFirstError, serverFieldErrors, zodResolver } from '../../../lib/form';
import { paths } from '../../../lib/paths';
import { useHasEquipment } from '../../../lib/plan';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ErrorState } from '../../../ui/error-state';
import { PageLoader } from '../../../ui/page-loader';
import { usePageTitle } from '../../../ui/page-title';
import { EquipmentReceiptControls } from '../../me/public';
import { useDeleteEquipment } from '../api/delete-equipment';
import { useEquipmentType, useEquipmentTypes } from '../api/equipment-types';
import { useEquipment } from '../api/get-equipment';
import { useSetEquipmentInactive } from '../api/set-equipment-inactive';
import { useUpdateEquipment } from '../api/update-equipment';
import {
  EquipmentDetailFields,
  type EquipmentValues,
  useAssigneeOptions,
} from '../create/create-equipment-modal';
import { EquipmentStatusBadge } from '../equipment-status-badge';
import { EquipmentFiles } from './equipment-files';
import { EquipmentHistory } from './equipment-history';

/**
 * /udstyr/$equipmentId (hr-core §2): premium only (docs/rules/equipment.md#ruling-26), else back to /udstyr; an unknown or another
 * company's id goes to /udstyr too.
 */
export function EquipmentItemPage() {
  const { equipmentId } = useParams({ strict: false }) as { equipmentId: string };
  const hasEquipment = useHasEquipment();
  const item = useEquipment(equipmentId, { enabled: hasEquipment });
  usePageTitle(
    item.data ? `${item.data.type.name}: ${item.data.variant.name}` : EQUIPMENT_MESSAGES.pageTitle,
  );
  if (!hasEquipment) return <Navigate to={paths.equipment} replace />;
  if (item.isPending) return <PageLoader />;
  if (item.isError) {
    if (
      item.error instanceof ApiError &&
      (item.error.status === 404 || item.error.is('EQUIPMENT_PLAN_REQUIRED'))
    ) {
      return <Navigate to={paths.equipment} replace />;
    }
    return <ErrorState onRetry={() => void item.refetch()} />;
  }
  return <EquipmentView key={item.data.id} item={item.data} />;
}

function valuesOf(item: EquipmentDetail): EquipmentValues {
  return {
    equipmentTypeId: item.type.id,
    equipmentVariantId: item.variant.id,
    assignedToId: item.assignedTo?.id ?? null,
    serialNumber: item.serialNumber,
    startDate: item.startDate,
    endDate: item.endDate,
    notes: item.notes,
  };
}

function EquipmentView({ item }: { item: EquipmentDetail }) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  // A failed 'Marker som inaktiv' or 'Slet' says so above the page (the form's own failures stay in the form).
  const [actionFailed, setActionFailed] = useState<string | null>(null);
  const actionError = (error: Error) =>
    setActionFailed(error instanceof ApiError ? error.message : EQUIPMENT_MESSAGES.saveFailed);
  const update = useUpdateEquipment(item.id);
  const setInactive = useSetEquipmentInactive(item.id);
  const remove = useDeleteEquipment();
  const types = useEquipmentTypes();
  const form = useForm<EquipmentValues>({
    mode: 'controlled',
    initialValues: valuesOf(item),
    validate: zodResolver(equipmentFormSchema),
  });
  const type = useEquipmentType(form.values.equipmentTypeId);
  const assignees = useAssigneeOptions(true, item.assignedTo?.id ?? null);

  const submit = form.onSubmit(
    (values) => {
      setFailed(null);
      setSaved(false);
      update.mutate(equipmentFormSchema.parse(values), {
        onSuccess: (saved) => {
          form.setValues(valuesOf(saved));
          form.resetDirty(valuesOf(saved));
          setSaved(true);
        },
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
    <Stack gap="lg">
      <Group>
        <Anchor component={Link} to={paths.equipment} size="sm">
          <Group gap={4} component="span" wrap="nowrap">
            <IconArrowLeft size={16} aria-hidden="true" />
            {EQUIPMENT_MESSAGES.pageTitle}
          </Group>
        </Anchor>
      </Group>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1}>
            <span aria-hidden="true">{item.type.icon}</span> {item.type.name}: {item.variant.name}
          </Title>
          <EquipmentStatusBadge status={item.status} mustReturn={item.mustReturn} />
        </Stack>
        <Group gap="sm">
          <Button
            variant="default"
            loading={setInactive.isPending}
            onClick={() => {
              setActionFailed(null);
              setInactive.mutate(!item.inactive, { onError: actionError });
            }}
          >
            {item.inactive ? EQUIPMENT_MESSAGES.markActive : EQUIPMENT_MESSAGES.markInactive}
          </Button>
          <Button color="red" variant="light" onClick={() => setConfirmDelete(true)}>
            Slet
          </Button>
        </Group>
      </Group>
      {actionFailed ? (
        <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => setActionFailed(null)}>
          {actionFailed}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder radius="lg" p="lg">
          <form ref={formRef} onSubmit={submit} noValidate>
            <Stack gap="md">
              <Title order={2} size="h4">
                Detaljer
              </Title>
              {failed ? (
                <Alert color="red" variant="light" role="alert">
                  {failed}
                </Alert>
              ) : null}
              <Select
                label="Kategori"
                name="equipmentTypeId"
                data-name="equipmentTypeId"
                withAsterisk
                allowDeselect={false}
                data={(types.data?.items ?? []).map((option) => ({
                  value: option.id,
                  label: `${option.icon} ${option.name}`,
                }))}
                {...form.getInputProps('equipmentTypeId')}
                onChange={(value) => {
                  form.setFieldValue('equipmentTypeId', value);
                  form.setFieldValue('equipmentVariantId', null);
                }}
              />
              <EquipmentDetailFields
                form={form}
                variants={type.data?.variants ?? (type.isPending ? null : [])}
                assignees={assignees}
                notesMinRows={3}
              />
              <Group justify="flex-end">
                <Text size="sm" c="teal.9" role="status">
                  {saved ? 'Udstyret er gemt.' : ''}
                </Text>
                <Button type="submit" loading={update.isPending}>
                  Gem
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
        <Stack gap="lg">
          <Paper withBorder radius="lg" p="lg">
            <EquipmentReceiptControls
              equipmentId={item.id}
              holder={item.assignedTo ? { id: item.assignedTo.id, name: item.assignedTo.name } : null}
              onReturned={(employeeId) => {
                // 'Afleveret' ended this holder's assignment on the server: the form lets go of them too.
                if (form.values.assignedToId !== employeeId) return;
                form.setFieldValue('assignedToId', null);
                form.resetDirty({ ...form.values, assignedToId: null });
              }}
            />
          </Paper>
          <Paper withBorder radius="lg" p="lg">
            <EquipmentFiles item={item} />
          </Paper>
          <Paper withBorder radius="lg" p="lg">
            <EquipmentHistory item={item} />
          </Paper>
        </Stack>
      </SimpleGrid>
      <ConfirmDialog
        opened={confirmDelete}
        title="Slet udstyr"
        message={EQUIPMENT_MESSAGES.deleteConfirm}
        confirmLabel="Slet"
        pending={remove.isPending}
        onClose={() => setConfirmDelete(false)}
        onConfirm={() => {
          setActionFailed(null);
          remove.mutate(item.id, {
            onSuccess: () => void navigate({ to: paths.equipment, replace: true }),
            onError: (error) => {
              setConfirmDelete(false);
              actionError(error);
            },
          });
        }}
      />
    </Stack>
  );
}
