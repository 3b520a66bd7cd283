import {
  type EmployeeOverview,
  formatDate,
  formatDecimal,
  formatMonth,
  formatSignedHours,
  PLUS_MINUS_TEXT,
  parseWeekKey,
} from '@kollega/domain';
import { Accordion, Badge, Group, Stack, Table, Text } from '@mantine/core';

const signed = (hours: number | null) => (hours === null ? '–' : `${formatSignedHours(hours)} t`);

/**
 * An employee's plus/minus in Overblik (decision 029): the period's, the running balance at its end, the weeks of
 * 48 hours or more, and the figures per week and month.
 */
export function PlusMinusSection({ employee }: { employee: EmployeeOverview }) {
  const { plusMinus, balance, weeks, months, longWeeks } = employee;
  return (
    <Stack gap="xs">
      <Group gap="lg" wrap="wrap">
        <Text size="sm">
          Plus/minus for perioden:{' '}
          <strong data-testid="plus-minus">
            {employee.isPaidHourly ? 'timelønnet, ingen normtid' : signed(plusMinus)}
          </strong>
        </Text>
        <Text size="sm">
          {balance ? (
            <>
              Saldo pr. {formatDate(balance.asOf)}:{' '}
              <strong data-testid="balance">{signed(balance.hours)}</strong>{' '}
              <Text span size="xs" c="gray.7">
                (fra {formatDate(balance.startDate)}, startsaldo {signed(balance.openingHours)})
              </Text>
            </>
          ) : (
            <Text span c="gray.7">
              Ingen saldo startet
            </Text>
          )}
        </Text>
        <Text size="sm">
          Uger med mindst 48 timer: <strong>{longWeeks}</strong> af {weeks.length}
        </Text>
      </Group>
      <Text size="xs" c="gray.7">
        {PLUS_MINUS_TEXT}
      </Text>
      <Accordion variant="contained" chevronPosition="left">
        <Accordion.Item value="details">
          <Accordion.Control>Pr. uge og måned</Accordion.Control>
          <Accordion.Panel>
            <Stack gap="md">
              <Table striped withTableBorder>
                <Table.Caption>Plus/minus pr. uge for {employee.firstName}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Uge</Table.Th>
                    <Table.Th ta="right">Arbejde og overarbejde</Table.Th>
                    <Table.Th ta="right">Normtid</Table.Th>
                    <Table.Th ta="right">Plus/minus</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {weeks.map((week) => (
                    <Table.Tr key={week.key}>
                      <Table.Td>
                        Uge {parseWeekKey(week.key)?.week ?? week.key}{' '}
                        {week.hours >= 48 ? (
                          <Badge color="red" variant="light" c="red.9" size="sm" tt="none">
                            48+
                          </Badge>
                        ) : null}
                      </Table.Td>
                      <Table.Td ta="right">{formatDecimal(week.hours)} t</Table.Td>
                      <Table.Td ta="right">{formatDecimal(week.normTime)} t</Table.Td>
                      <Table.Td ta="right">{signed(week.plusMinus)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              <Table striped withTableBorder>
                <Table.Caption>Plus/minus pr. måned for {employee.firstName}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Måned</Table.Th>
                    <Table.Th ta="right">Normtid</Table.Th>
                    <Table.Th ta="right">Plus/minus</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {months.map((month) => (
                    <Table.Tr key={month.month}>
                      <Table.Td>{formatMonth(month.month)}</Table.Td>
                      <Table.Td ta="right">{formatDecimal(month.normTime)} t</Table.Td>
                      <Table.Td ta="right">{signed(month.plusMinus)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Stack>
  );
}
