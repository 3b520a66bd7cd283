import { EQUIPMENT_MESSAGES, type EquipmentDetail, formatDate, formatTimeOfDay } from '@kollega/domain';
import { Stack, Table, Text, Title } from '@mantine/core';

const moment = (at: string) => `${formatDate(at)} ${formatTimeOfDay(at)}`;

/** The item's history (issue 11): who had it from when to when, and every change, from the audit rows. */
export function EquipmentHistory({ item }: { item: EquipmentDetail }) {
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        Tildelinger
      </Title>
      {item.assignments.length === 0 ? (
        <Text size="sm" c="gray.7">
          {EQUIPMENT_MESSAGES.notAssigned}
        </Text>
      ) : (
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Medarbejder</Table.Th>
              <Table.Th>Fra</Table.Th>
              <Table.Th>Til</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {item.assignments.map((assignment) => (
              <Table.Tr key={`${assignment.from}-${assignment.employeeId}`}>
                <Table.Td>{assignment.name}</Table.Td>
                <Table.Td>{formatDate(assignment.from)}</Table.Td>
                <Table.Td>{assignment.to ? formatDate(assignment.to) : 'Nu'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Title order={2} size="h4">
        Historik
      </Title>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Tidspunkt</Table.Th>
            <Table.Th>Hændelse</Table.Th>
            <Table.Th>Af</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {item.changes.map((change) => (
            <Table.Tr key={change.id}>
              <Table.Td>{moment(change.at)}</Table.Td>
              <Table.Td>{change.text}</Table.Td>
              <Table.Td>{change.actorName ?? '–'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
