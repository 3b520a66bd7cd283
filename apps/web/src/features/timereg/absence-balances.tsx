import { formatAbsenceBalance } from '@kollega/domain';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useAbsenceBalances } from './api/absence-types';

/**
 * Issue 34 (decision 044): the year's Omsorgsdage and Seniordage used of the quota ('Omsorgsdag 2026: 1 af 2
 * dage'), for the types the company uses, beside Ferie's balance: the admin's employee page and the employee
 * app. Nothing while loading or when the company uses no quota type.
 */
export function AbsenceBalances({ employeeId }: { employeeId: string | 'me' }) {
  const balances = useAbsenceBalances(employeeId);
  const data = balances.data;
  if (!data || data.balances.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Fraværskvoter">
      <Stack gap={4}>
        {data.balances.map((balance) => (
          <Group key={balance.type} justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm" c="gray.7">
              {balance.label} {balance.year}
            </Text>
            <Text fw={700} data-testid={`absence-balance-${balance.type}`}>
              {formatAbsenceBalance(balance)} dage
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
