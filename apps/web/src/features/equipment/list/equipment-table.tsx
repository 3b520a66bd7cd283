import { EQUIPMENT_MESSAGES, type EquipmentListItem, formatDate } from '@kollega/domain';
import { Anchor, Group, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { employeePath, equipmentPath } from '../../../lib/paths';
import { EquipmentStatusBadge } from '../equipment-status-badge';

/** The item table of /udstyr (hr-core §2): category icon and name, variant, Tildelt, serial, dates, status. */
export function EquipmentTable({ items }: { items: EquipmentListItem[] }) {
  return (
    <Table highlightOnHover verticalSpacing="sm" miw={860}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Kategori</Table.Th>
          <Table.Th>Variant</Table.Th>
          <Table.Th>Tildelt</Table.Th>
          <Table.Th>Serienummer</Table.Th>
          <Table.Th>Startdato</Table.Th>
          <Table.Th>Slutdato</Table.Th>
          <Table.Th>Status</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item) => (
          <Table.Tr key={item.id}>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <span aria-hidden="true" style={{ fontSize: 20 }}>
                  {item.type.icon}
                </span>
                <Anchor component={Link} to={equipmentPath(item.id)} fw={500}>
                  {item.type.name}
                </Anchor>
              </Group>
            </Table.Td>
            <Table.Td>{item.variant.name}</Table.Td>
            <Table.Td>
              {item.assignedTo ? (
                <Anchor component={Link} to={employeePath(item.assignedTo.id)} size="sm">
                  {item.assignedTo.name}
                </Anchor>
              ) : (
                <Text size="sm" c="gray.7">
                  {EQUIPMENT_MESSAGES.notAssigned}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{item.serialNumber || '–'}</Table.Td>
            <Table.Td>{item.startDate ? formatDate(item.startDate) : '–'}</Table.Td>
            <Table.Td>{item.endDate ? formatDate(item.endDate) : '–'}</Table.Td>
            <Table.Td>
              <EquipmentStatusBadge status={item.status} mustReturn={item.mustReturn} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
