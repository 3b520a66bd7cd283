import { EQUIPMENT_PAGE_MAX, formatDate } from '@kollega/domain';
import { Anchor, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { assignEquipmentSearch, equipmentPath, paths } from '../../../lib/paths';
import { ErrorState } from '../../../ui/error-state';
import { PageLoader } from '../../../ui/page-loader';
import { useEquipmentList } from '../api/get-equipment-list';
import { EquipmentStatusBadge } from '../equipment-status-badge';

/**
 * The employee's Udstyr tab (hr-core §2): the items assigned to them, by end date descending (§7), with status and
 * 'Skal returneres' when the employee is inactive; 'Tildel udstyr' opens the creation modal with them set.
 */
export function EmployeeEquipmentTab({ employeeId }: { employeeId: string }) {
  const list = useEquipmentList({ assignedToId: employeeId, limit: EQUIPMENT_PAGE_MAX });
  if (list.isPending) return <PageLoader />;
  if (list.isError) return <ErrorState onRetry={() => void list.refetch()} />;
  const { items } = list.data;
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Udstyr
          </Title>
          <Button
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden="true" />}
            component={Link}
            to={paths.equipment}
            search={assignEquipmentSearch(employeeId) as never}
          >
            Tildel udstyr
          </Button>
        </Group>
        {items.length === 0 ? (
          <Text size="sm" c="gray.7">
            Intet udstyr tildelt
          </Text>
        ) : (
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Kategori</Table.Th>
                <Table.Th>Variant</Table.Th>
                <Table.Th>Serienummer</Table.Th>
                <Table.Th>Slutdato</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <span aria-hidden="true">{item.type.icon}</span>
                      <Anchor component={Link} to={equipmentPath(item.id)}>
                        {item.type.name}
                      </Anchor>
                    </Group>
                  </Table.Td>
                  <Table.Td>{item.variant.name}</Table.Td>
                  <Table.Td>{item.serialNumber || '–'}</Table.Td>
                  <Table.Td>{item.endDate ? formatDate(item.endDate) : '–'}</Table.Td>
                  <Table.Td>
                    <EquipmentStatusBadge status={item.status} mustReturn={item.mustReturn} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
