import { type EmployeeOverview, formatDecimal, formatSignedHours, parseWeekKey } from '@kollega/domain';
import { Accordion, Table, Text } from '@mantine/core';

type Category = { code: string; label: string };

/**
 * The afspadsering bank in Overblik (decision 052): the hours banked and spent in the period and the balance at
 * its end. Nothing for an employee who never banked or spent any.
 */
export function TimeBankText({ employee }: { employee: EmployeeOverview }) {
  const bank = employee.timeBank;
  if (!bank || (bank.earned === 0 && bank.spent === 0 && bank.balance === 0)) return null;
  return (
    <Text size="sm">
      Afspadsering: <strong data-testid="time-bank">{formatSignedHours(bank.balance)} t</strong>{' '}
      <Text span size="xs" c="gray.7">
        (i perioden {formatDecimal(bank.earned)} t optjent, {formatDecimal(bank.spent)} t brugt)
      </Text>
    </Text>
  );
}

/**
 * The pay rules' supplement hours per ISO week (issue 34, decision 045), a column per category of the company's
 * rule set; only when the rule set is on. The table scrolls inside its box on a phone, never the page.
 */
export function SupplementsSection({
  employee,
  categories,
}: {
  employee: EmployeeOverview;
  categories: readonly Category[] | undefined;
}) {
  if (!categories || categories.length === 0 || !employee.payRuleWeeks) return null;
  const weeks = employee.payRuleWeeks;
  return (
    <Accordion variant="contained" chevronPosition="left">
      <Accordion.Item value="supplements">
        <Accordion.Control>Tillæg pr. uge</Accordion.Control>
        <Accordion.Panel>
          {weeks.length === 0 ? (
            <Text size="sm" c="gray.7">
              Ingen tillægstimer i perioden.
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={120 + categories.length * 110}>
              <Table striped withTableBorder>
                <Table.Caption>Tillægstimer pr. uge for {employee.firstName}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Uge</Table.Th>
                    {categories.map((category) => (
                      <Table.Th key={category.code} ta="right">
                        {category.label}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {weeks.map((week) => (
                    <Table.Tr key={week.week}>
                      <Table.Td>Uge {parseWeekKey(week.week)?.week ?? week.week}</Table.Td>
                      {categories.map((category) => (
                        <Table.Td key={category.code} ta="right">
                          {formatDecimal(week.hours[category.code] ?? 0)} t
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
