import { EQUIPMENT_MESSAGES } from '@kollega/domain';
import { Anchor, Button, Group, Modal, Paper, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { equipmentTypePath } from '../../../lib/paths';
import { ErrorState } from '../../../ui/error-state';
import { PageLoader } from '../../../ui/page-loader';
import { useCreateEquipmentType, useEquipmentTypes } from '../api/equipment-types';
import { CategoryForm } from '../create/category-form';
import { UpgradePrompt } from './upgrade-prompt';

/** The tab Kategorier (hr-core §2): each category with its icon, variants and items; 'Tilføj kategori'. */
export function TypesTab() {
  const types = useEquipmentTypes();
  const create = useCreateEquipmentType();
  const [adding, setAdding] = useState(false);
  if (types.isPending) return <PageLoader />;
  if (types.isError) return <ErrorState onRetry={() => void types.refetch()} />;
  const { items, canEdit } = types.data;
  const table =
    items.length === 0 ? (
      <Paper withBorder radius="lg" p="xl">
        <Text ta="center" fw={600}>
          {EQUIPMENT_MESSAGES.emptyTypes}
        </Text>
      </Paper>
    ) : (
      <Paper withBorder radius="lg">
        <Table highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Kategori</Table.Th>
              <Table.Th>Varianter</Table.Th>
              <Table.Th>Udstyr</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((type) => (
              <Table.Tr key={type.id}>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <span aria-hidden="true" style={{ fontSize: 20 }}>
                      {type.icon}
                    </span>
                    <Anchor component={Link} to={equipmentTypePath(type.id)} fw={500}>
                      {type.name}
                    </Anchor>
                  </Group>
                </Table.Td>
                <Table.Td>{type.variantCount}</Table.Td>
                <Table.Td>{type.itemCount}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    );
  if (!canEdit) return <UpgradePrompt>{table}</UpgradePrompt>;
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => setAdding(true)}
        >
          Tilføj kategori
        </Button>
      </Group>
      {table}
      <Modal opened={adding} onClose={() => setAdding(false)} title="Tilføj kategori" centered>
        <CategoryForm
          submitLabel="Tilføj kategori"
          pending={create.isPending}
          onCancel={() => setAdding(false)}
          onSubmit={(input, { onError }) =>
            create.mutate(input, { onSuccess: () => setAdding(false), onError })
          }
        />
      </Modal>
    </Stack>
  );
}
