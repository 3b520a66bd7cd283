import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useClockedIn } from '../../api/get-clocked-in';

/**
 * 'Mødt ind nu' above Registreringer (issue 17, decision 030): who has clocked in from the employee app and not yet
 * out, since when, and whether on a break. Nothing is shown while it loads or when it cannot be read.
 */
export function ClockedInCard() {
  const query = useClockedIn();
  if (!query.data) return null;
  const { employees } = query.data;
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="clocked-in-title"
    >
      <Stack gap="xs">
        <Title order={3} size="h5" id="clocked-in-title">
          Mødt ind nu
        </Title>
        {employees.length === 0 ? (
          <Text size="sm" c="gray.7">
            Ingen er mødt ind via appen lige nu.
          </Text>
        ) : (
          <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
            {employees.map((employee) => (
              <Group component="li" key={employee.employeeId} gap="xs">
                <Text size="sm" fw={500}>
                  {`${employee.firstName} ${employee.lastName}`.trim()}
                </Text>
                <Text size="sm" c="gray.7">
                  siden {employee.since}
                </Text>
                {employee.onBreak ? (
                  <Badge color="yellow" variant="light" c="dark.8">
                    På pause
                  </Badge>
                ) : null}
                {employee.overdue ? (
                  <Badge color="orange" variant="light" c="dark.8">
                    Over 16 timer
                  </Badge>
                ) : null}
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
