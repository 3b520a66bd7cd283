import {
  cascadeDeleteText,
  EQUIPMENT_MESSAGES,
  type EquipmentTypeDetail,
  type EquipmentVariantSummary,
  equipmentVariantFormSchema,
} from '@kollega/domain';
import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Modal,
  Paper,
  ScrollArea,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowLeft, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link, Navigate, useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { useHasEquipment } from '../../../lib/plan';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ErrorState } from '../../../ui/error-state';
import { PageLoader } from '../../../ui/page-loader';
import { usePageTitle } from '../../../ui/page-title';
import {
  useDeleteEquipmentType,
  useDeleteEquipmentVariant,
  useEquipmentType,
  useUpdateEquipmentType,
  useUpdateEquipmentVariant,
} from '../api/equipment-types';
import { CategoryForm } from '../create/category-form';
import { AddVariant } from '../create/create-equipment-modal';

/** hr-core §9: the variants list scrolls above 360 px. */
const VARIANTS_MAX_HEIGHT = 360;

/**
 * /udstyr/kategori/$typeId (hr-core §2): the category's name and icon, its variants (add, rename, delete), and
 * deleting the category. A delete that takes items says how many first (issue 11).
 */
export function CategoryPage() {
  const { typeId } = useParams({ strict: false }) as { typeId: string };
  const hasEquipment = useHasEquipment();
  const type = useEquipmentType(typeId, { enabled: hasEquipment });
  usePageTitle(type.data ? `Kategori: ${type.data.name}` : 'Kategori');
  if (!hasEquipment) return <Navigate to={paths.equipment} replace />;
  if (type.isPending) return <PageLoader />;
  if (type.isError) {
    if (type.error instanceof ApiError && type.error.isClientError) {
      return <Navigate to={paths.equipment} search={{ fane: 'kategorier' } as never} replace />;
    }
    return <ErrorState onRetry={() => void type.refetch()} />;
  }
  return <CategoryView key={type.data.id} type={type.data} />;
}

function CategoryView({ type }: { type: EquipmentTypeDetail }) {
  const navigate = useNavigate();
  const update = useUpdateEquipmentType(type.id);
  const remove = useDeleteEquipmentType(type.id);
  const removeVariant = useDeleteEquipmentVariant(type.id);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deletingVariant, setDeletingVariant] = useState<EquipmentVariantSummary | null>(null);
  const [renaming, setRenaming] = useState<EquipmentVariantSummary | null>(null);
  const [saved, setSaved] = useState(false);

  return (
    <Stack gap="lg">
      <Group>
        <Anchor component={Link} to={paths.equipment} search={{ fane: 'kategorier' } as never} size="sm">
          <Group gap={4} component="span" wrap="nowrap">
            <IconArrowLeft size={16} aria-hidden="true" />
            Kategorier
          </Group>
        </Anchor>
      </Group>
      <Group justify="space-between">
        <Title order={1}>
          <span aria-hidden="true">{type.icon}</span> {type.name}
        </Title>
        <Button color="red" variant="light" onClick={() => setConfirmDelete(true)}>
          Slet kategori
        </Button>
      </Group>
      <Paper withBorder radius="lg" p="lg" maw={640}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            Navn og ikon
          </Title>
          <CategoryForm
            initial={{ name: type.name, icon: type.icon }}
            submitLabel="Gem"
            pending={update.isPending}
            onSubmit={(input, { onError }) => {
              setSaved(false);
              update.mutate(input, { onSuccess: () => setSaved(true), onError });
            }}
          />
          <Text size="sm" c="teal.9" role="status">
            {saved ? 'Kategorien er gemt.' : ''}
          </Text>
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p="lg" maw={640}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            Varianter
          </Title>
          {type.variants.length === 0 ? (
            <Text size="sm" c="gray.7">
              {EQUIPMENT_MESSAGES.noVariants}
            </Text>
          ) : (
            <ScrollArea.Autosize
              mah={VARIANTS_MAX_HEIGHT}
              type="auto"
              role="region"
              aria-label="Varianter"
              tabIndex={0}
            >
              <Table verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Navn</Table.Th>
                    <Table.Th>Udstyr</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>Handlinger</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {type.variants.map((variant) => (
                    <Table.Tr key={variant.id}>
                      <Table.Td>{variant.name}</Table.Td>
                      <Table.Td>{variant.itemCount}</Table.Td>
                      <Table.Td>
                        <Group gap={4} justify="flex-end" wrap="nowrap">
                          <ActionIcon
                            variant="subtle"
                            aria-label={`Omdøb ${variant.name}`}
                            onClick={() => setRenaming(variant)}
                          >
                            <IconPencil size={16} aria-hidden="true" />
                          </ActionIcon>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={`Slet ${variant.name}`}
                            onClick={() => setDeletingVariant(variant)}
                          >
                            <IconTrash size={16} aria-hidden="true" />
                          </ActionIcon>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea.Autosize>
          )}
          <AddVariant typeId={type.id} onAdded={() => {}} />
        </Stack>
      </Paper>
      <RenameVariantModal typeId={type.id} variant={renaming} onClose={() => setRenaming(null)} />
      <ConfirmDialog
        opened={deletingVariant !== null}
        title="Slet variant"
        message={cascadeDeleteText('variant', deletingVariant?.itemCount ?? 0)}
        confirmLabel="Slet"
        pending={removeVariant.isPending}
        onClose={() => setDeletingVariant(null)}
        onConfirm={() =>
          deletingVariant &&
          removeVariant.mutate(deletingVariant.id, { onSettled: () => setDeletingVariant(null) })
        }
      />
      <ConfirmDialog
        opened={confirmDelete}
        title="Slet kategori"
        message={cascadeDeleteText('category', type.itemCount)}
        confirmLabel="Slet"
        pending={remove.isPending}
        onClose={() => setConfirmDelete(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () =>
              void navigate({ to: paths.equipment, search: { fane: 'kategorier' } as never, replace: true }),
          })
        }
      />
    </Stack>
  );
}

function RenameVariantModal({
  typeId,
  variant,
  onClose,
}: {
  typeId: string;
  variant: EquipmentVariantSummary | null;
  onClose: () => void;
}) {
  const rename = useUpdateEquipmentVariant(typeId);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [shownFor, setShownFor] = useState<string | null>(null);
  if (variant && shownFor !== variant.id) {
    setShownFor(variant.id);
    setName(variant.name);
    setError(null);
  }
  const save = (event: React.FormEvent) => {
    event.preventDefault();
    if (!variant) return;
    const parsed = equipmentVariantFormSchema.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? EQUIPMENT_MESSAGES.nameMissing);
      return;
    }
    rename.mutate(
      { variantId: variant.id, body: parsed.data },
      {
        onSuccess: () => {
          setShownFor(null);
          onClose();
        },
        onError: (failure) =>
          setError(failure instanceof ApiError ? failure.message : EQUIPMENT_MESSAGES.saveFailed),
      },
    );
  };
  return (
    <Modal
      opened={variant !== null}
      onClose={() => {
        setShownFor(null);
        onClose();
      }}
      title="Omdøb variant"
      centered
    >
      <form onSubmit={save} noValidate>
        <Stack gap="md">
          <TextInput
            label="Navn"
            withAsterisk
            value={name}
            error={error}
            onChange={(event) => setName(event.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Annuller
            </Button>
            <Button type="submit" loading={rename.isPending}>
              Gem
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
