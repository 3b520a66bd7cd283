import { Anchor, Group, List, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { employeePath } from '../../../../lib/paths';
import { PersonAvatar } from '../../../../ui/person-avatar';

export type LinkedEmployee = { id: string; name: string; photoUrl: string | null; note?: string };

/** Employees as links to their Indstillinger tab, where app access and the individual norm are set. */
export function EmployeeLinkList({
  employees,
  label,
}: {
  employees: readonly LinkedEmployee[];
  label: string;
}) {
  return (
    <List listStyleType="none" spacing="xs" aria-label={label}>
      {employees.map((employee) => (
        <List.Item key={employee.id}>
          <Group gap="sm" wrap="nowrap">
            <PersonAvatar name={employee.name} photoUrl={employee.photoUrl} size="sm" />
            <Anchor component={Link} to={employeePath(employee.id, 'indstillinger')} fw={500}>
              {employee.name}
            </Anchor>
            {employee.note ? (
              <Text size="sm" c="gray.7">
                {employee.note}
              </Text>
            ) : null}
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
