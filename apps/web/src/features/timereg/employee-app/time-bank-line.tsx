import { formatDate, formatDecimal, type TimeBankResponse } from '@kollega/domain';
import { Paper, SimpleGrid, Text } from '@mantine/core';

/**
 * The afspadsering bank (decision 052): hours banked, spent and the balance, every registration counted
 * (planned Afspadsering too, as the refusal counts it), from the opening balance the admin set, when there is one.
 * Nothing until the employee has banked or spent any, or has an opening balance.
 */
export function TimeBankFigures({ bank }: { bank: TimeBankResponse | undefined }) {
  if (!bank || (bank.earned === 0 && bank.spent === 0 && bank.balance === 0 && !bank.opening)) return null;
  const figures = [
    { label: 'Optjent', hours: bank.earned },
    { label: 'Brugt', hours: bank.spent },
    { label: 'Saldo', hours: bank.balance },
  ];
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-label="Afspadsering">
      <Text size="sm" fw={700} mb="xs">
        Afspadsering
      </Text>
      <SimpleGrid cols={3} spacing="sm">
        {figures.map((figure) => (
          <div key={figure.label}>
            <Text size="sm" c="gray.7">
              {figure.label}
            </Text>
            <Text fw={700} fz="lg">
              {formatDecimal(figure.hours).replace('-', '−')} t
            </Text>
          </div>
        ))}
      </SimpleGrid>
      {bank.opening ? (
        <Text size="xs" c="gray.7" mt="xs">
          Saldoen starter med {formatDecimal(bank.opening.hours).replace('-', '−')} t pr.{' '}
          {formatDate(bank.opening.date)}.
        </Text>
      ) : null}
    </Paper>
  );
}
