import { type EmployeeOverview, formatHours, isOverWeeklyLimit } from '@kollega/domain';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { PeriodSummary } from '../registrations/period-summary';
import { SupplementsSection, TimeBankText } from './bank-and-supplements';
import { employeeName } from './employee-name';
import { PayrollModal } from './payroll-modal';
import { PlusMinusSection } from './plus-minus-section';

/**
 * One employee's period in Overblik (time-registration §2): the average week, flagged at 48 hours or more
 * (docs/rules/timereg.md#ruling-11), the totals per category with Total, Heraf arbejdstid and Normtid for perioden, and the
 * plus/minus with the running balance (decision 029). Former employees are read only: no 'Løn og saldo'.
 */
export function EmployeeOverviewCard({
  employee,
  readOnly = false,
  payRuleCategories,
}: {
  employee: EmployeeOverview;
  readOnly?: boolean;
  /** The company's pay-rule categories when its rule set is on (issue 34). */
  payRuleCategories?: readonly { code: string; label: string }[] | undefined;
}) {
  const name = employeeName(employee, { markInactive: true });
  const overLimit = isOverWeeklyLimit(employee.averageWeek);
  const [payrollOpen, setPayrollOpen] = useState(false);
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title order={3} size="h5">
            {name}
          </Title>
          <Group gap="xs">
            <Text size="sm">
              Gennemsnitlig uge: <strong>{formatHours(employee.averageWeek)}</strong>
            </Text>
            {overLimit ? (
              <Badge
                color="red"
                variant="light"
                c="red.9"
                radius="sm"
                tt="none"
                leftSection={<IconAlertTriangle size={14} aria-hidden="true" />}
              >
                48 timer eller mere
              </Badge>
            ) : null}
          </Group>
        </Group>
        <PeriodSummary
          summary={employee.summary}
          isPaidHourly={employee.isPaidHourly}
          caption={`Opsummering for ${name}`}
        />
        <PlusMinusSection employee={employee} />
        <TimeBankText employee={employee} />
        <SupplementsSection employee={employee} categories={payRuleCategories} />
        {readOnly ? null : (
          <Group justify="flex-end">
            <Button variant="subtle" size="xs" onClick={() => setPayrollOpen(true)}>
              Løn og saldo
            </Button>
          </Group>
        )}
        {payrollOpen ? (
          <PayrollModal
            employeeId={employee.employeeId}
            name={employeeName(employee)}
            opened
            onClose={() => setPayrollOpen(false)}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
